/**
 * HTTP Range requests (RFC 9110 §14) for the media route: one byte range is served as 206, a range
 * that starts past the end as 416, and anything we do not serve (several ranges, other units, a
 * malformed header) as the whole file, which the RFC allows.
 */
export type RangeAnswer =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

export function parseRange(header: string | null | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' }
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return { kind: 'full' }
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'full' }
  if (first.length > 15 || last.length > 15) return { kind: 'full' }
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return { kind: 'unsatisfiable' }
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return { kind: 'full' }
  return { kind: 'partial', start, end }
}
