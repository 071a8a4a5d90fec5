/** How a failed write of a contact message reads for the visitor (spec §8). Pure. */

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown }

/**
 * What a failed write means for the visitor: invalid data (a check constraint, SQLSTATE 23514, or the
 * collection's own validation), a duplicate (a unique constraint, 23505), or anything else.
 */
export function storeErrorKind(error: unknown): 'invalidData' | 'duplicate' | 'generic' {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { name, code, message, cause } = current as ErrorLike
    const text = typeof message === 'string' ? message.toLowerCase() : ''
    if (name === 'ValidationError' || code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK')
      return 'invalidData'
    if (
      code === '23505' ||
      code === 'SQLITE_CONSTRAINT_UNIQUE' ||
      text.includes('duplicate') ||
      text.includes('unique constraint')
    )
      return 'duplicate'
    if (text.includes('check constraint')) return 'invalidData'
    current = cause
  }
  return 'generic'
}
