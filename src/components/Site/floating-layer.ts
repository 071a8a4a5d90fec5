/**
 * What floats over the page, under one rule (docs/behaviour.md › Header, footer and floating
 * elements): the cookie choice comes first and alone; once it is made (or the banner closed), the
 * floating controls and at most one offer join the bottom dock (./FloatingDock.client.tsx), which
 * stacks them without overlap. Nothing floats before the page's scripts run: the server renders the
 * dock empty. The stacking order itself is in globals.css (--layer-*).
 */
import { useSyncExternalStore } from 'react'

/** `unknown` until the consent manager has read the browser's decision. */
export type CookieChoice = 'unknown' | 'open' | 'settled'

/** Where a floating part goes: a side of the dock's controls, or its single offer place. */
export type DockSlot = 'left' | 'right' | 'offer'

let cookieChoice: CookieChoice = 'unknown'
const listeners = new Set<() => void>()

/** Called by the consent manager: `open` while a decision is awaited and its banner may show. */
export function setCookieChoice(next: CookieChoice): void {
  if (next === cookieChoice) return
  cookieChoice = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the floating parts other than the cookie banner may show. */
export function useIsCookieChoiceSettled(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => cookieChoice === 'settled',
    () => false,
  )
}

/** The dock's element for `slot`, once the cookie choice is settled; null before. */
export function useDockSlot(slot: DockSlot): HTMLElement | null {
  const isSettled = useIsCookieChoiceSettled()
  return useSyncExternalStore(
    subscribe,
    () => (isSettled ? document.querySelector<HTMLElement>(`[data-dock-slot="${slot}"]`) : null),
    () => null,
  )
}
