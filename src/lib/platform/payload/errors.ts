/**
 * Payload's error classes can exist twice in a production build (the server bundle and the route's
 * bundle each get a copy), so `instanceof` is not reliable across them: match on the class name that
 * Payload's APIError records instead.
 */
export type PayloadErrorName =
  | 'APIError'
  | 'AuthenticationError'
  | 'Forbidden'
  | 'LockedAuth'
  | 'NotFound'
  | 'UnverifiedEmail'
  | 'ValidationError'

export function isPayloadError(error: unknown, ...names: PayloadErrorName[]): boolean {
  return error instanceof Error && (names as string[]).includes(error.name)
}
