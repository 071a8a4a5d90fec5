'use client'

import { useState } from 'react'

/**
 * A part loaded on first use (docs/performance.md › Page weight): `load` is the `import()` its
 * `React.lazy` wraps. Until it is wanted, a plain button stands in for it; `preload` (pointer resting
 * on that button, or keyboard focus) starts fetching its code, `want` (the click) asks for the part,
 * to be rendered under `Suspense` from then on.
 */
export function useLoadOnFirstUse(load: () => Promise<unknown>) {
  const [isWanted, setWanted] = useState(false)
  return {
    isWanted,
    want: () => setWanted(true),
    preload: () => void load(),
  }
}
