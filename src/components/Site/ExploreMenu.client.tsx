'use client'

import { ChevronDown } from 'lucide-react'
import { useEffect, useRef } from 'react'

type Props = { label: string; links: { href: string; label: string }[] }

/**
 * The header's « Explorer » menu: a native disclosure, so it opens with a click, Enter or Space and
 * announces its state without any script. With scripts, Escape and a click elsewhere close it.
 */
export function ExploreMenu({ label, links }: Props) {
  const ref = useRef<HTMLDetailsElement>(null)
  useEffect(() => {
    const details = ref.current
    if (!details) return
    const close = (returnFocus: boolean) => {
      if (!details.open) return
      details.open = false
      if (returnFocus) details.querySelector('summary')?.focus()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(details.contains(document.activeElement))
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !details.contains(event.target)) close(false)
    }
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !details.contains(event.relatedTarget))
        close(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    details.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
      details.removeEventListener('focusout', onFocusOut)
    }
  }, [])
  return (
    <details ref={ref} className="group relative" data-explore-menu>
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-[0.94rem] whitespace-nowrap 2xl:px-3 text-ink-soft transition-colors hover:bg-surface-muted hover:text-ink group-open:bg-surface-muted group-open:text-ink [&::-webkit-details-marker]:hidden">
        {label}
        <ChevronDown
          className="size-4 transition-transform group-open:rotate-180"
          aria-hidden="true"
        />
      </summary>
      <ul className="absolute top-full left-0 z-50 mt-2 min-w-56 rounded-[var(--radius-base)] border border-line bg-canvas p-2 shadow-xl">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="block rounded-md px-3 py-2 text-[0.94rem] text-ink hover:bg-surface-muted"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
