'use client'

import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

import { useDockSlot, type DockSlot } from './floating-layer'

/**
 * The bottom dock (./floating-layer.ts): the floating controls in two stacks, left and right (one
 * above the other on a phone), and below them the place of the one offer. It draws no box and lets
 * clicks through between its controls; the spacer after the page is kept as tall as the dock, so
 * that the end of the page can always be scrolled above it.
 */
export function FloatingDock() {
  const dock = useRef<HTMLDivElement>(null)
  const spacer = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = dock.current
    if (!element) return
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight
      // The dock's distance from the bottom of the window counts too, once it holds something.
      const offset = height > 0 ? window.innerHeight - element.getBoundingClientRect().bottom : 0
      if (spacer.current) spacer.current.style.height = `${height + offset}px`
      // Toasts rise above the dock (components/Site/Toasts.client.tsx), never over its offer.
      document.documentElement.style.setProperty('--dock-height', `${height + offset}px`)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      document.documentElement.style.removeProperty('--dock-height')
    }
  }, [])

  return (
    <>
      <div ref={spacer} aria-hidden="true" data-dock-spacer />
      <div ref={dock} data-floating-dock className="floating-dock print:hidden">
        <div className="floating-dock-controls">
          <div data-dock-slot="left" className="floating-dock-stack items-start" />
          <div data-dock-slot="right" className="floating-dock-stack items-end" />
        </div>
        <div data-dock-slot="offer" />
      </div>
    </>
  )
}

/**
 * Renders `children` in a place of the dock once the cookie choice is settled. `order` sorts a
 * stack from the bottom up (the first is nearest the bottom of the screen). The dock lets clicks
 * through: a control takes them back with `pointer-events-auto` while it shows.
 */
export function InDock({
  slot,
  order = 0,
  children,
}: {
  slot: DockSlot
  order?: number
  children: ReactNode
}) {
  const target = useDockSlot(slot)
  if (!target) return null
  const style: CSSProperties = { order }
  return createPortal(
    <div className="flex max-w-full" style={style}>
      {children}
    </div>,
    target,
  )
}
