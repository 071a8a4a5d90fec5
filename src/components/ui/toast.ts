/**
 * The site's toasts, with sonner loaded only when the first one is shown (docs/performance.md › Page
 * weight): most pages never show one, so sonner stays out of every page's first load. The calls are
 * sonner's own — `toast(title, options)`, `toast.success(…)`, `toast.error(…)` — and each waits until
 * `<Toasts>` (components/Site/Toasts.client.tsx) has mounted sonner's Toaster to hear it.
 */
import type { ReactNode } from 'react'
import type { ExternalToast } from 'sonner'

type Show = (title: ReactNode, options?: ExternalToast) => void

const listeners = new Set<() => void>()
let isWanted = false
let mounted: { promise: Promise<void>; resolve: () => void } | null = null

/** For `useSyncExternalStore` in `<Toasts>`: whether a toast has asked for the Toaster yet. */
export function subscribeToToaster(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function isToasterWanted(): boolean {
  return isWanted
}

/** Called by `<Toasts>` once sonner's Toaster is mounted and listening. */
export function markToasterMounted(): void {
  toasterMounted().resolve()
}

function toasterMounted() {
  if (!mounted) {
    let resolve = () => {}
    const promise = new Promise<void>((done) => (resolve = done))
    mounted = { promise, resolve }
  }
  return mounted
}

/** The error toasts still on screen: a success closes them, as the failure they told is over. */
const shownErrors = new Set<string | number>()

function show(kind: 'message' | 'success' | 'error'): Show {
  return (title, options) => {
    if (!isWanted) {
      isWanted = true
      for (const listener of listeners) listener()
    }
    void Promise.all([import('sonner'), toasterMounted().promise]).then(([{ toast: sonner }]) => {
      if (kind === 'message') sonner(title, options)
      else if (kind === 'error') shownErrors.add(sonner.error(title, options))
      else {
        for (const id of shownErrors) sonner.dismiss(id)
        shownErrors.clear()
        sonner.success(title, options)
      }
    })
  }
}

export const toast: Show & { success: Show; error: Show } = Object.assign(show('message'), {
  success: show('success'),
  error: show('error'),
})
