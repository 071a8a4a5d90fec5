'use client'

import { useCallback, useLayoutEffect, useRef, useState } from 'react'

/**
 * The text of an uncontrolled field, for what the form shows from it (a counter, a hint). The field
 * keeps its own value: React never writes it, so what a visitor typed before the page's scripts ran
 * stays, and the text starts from the field itself once mounted, before the browser paints.
 * `read` is the field's `onChange` (and follows a `form.reset()`).
 */
export function useFieldText<T extends HTMLInputElement | HTMLTextAreaElement>() {
  const ref = useRef<T>(null)
  const [text, setText] = useState('')
  const read = useCallback(() => setText(ref.current?.value ?? ''), [])
  useLayoutEffect(read, [read])
  return { ref, text, read }
}
