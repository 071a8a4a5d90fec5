'use client'

import { useEffect, useRef } from 'react'

/** Runs `react` once per server answer (each answer carries a distinct `at`). */
export function useOnAnswer<T extends { status: string }>(
  state: T,
  react: (state: T) => void,
): void {
  const seen = useRef<number | undefined>(undefined)
  const handler = useRef(react)
  useEffect(() => {
    handler.current = react
  })
  useEffect(() => {
    const at = (state as { at?: number }).at
    if (at === undefined || at === seen.current) return
    seen.current = at
    handler.current(state)
  }, [state])
}
