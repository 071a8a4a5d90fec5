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

/**
 * Payload's GraphQL route parses the body before its own error handling: a body that is not JSON
 * throws its 400 APIError out of the route, which Next answers with 500. This answers such client
 * errors with their status and message, as Payload's REST routes do.
 */
export function answeringClientErrors(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      return await handler(request)
    } catch (error) {
      const status = (error as { status?: unknown }).status
      if (
        isPayloadError(error, 'APIError') &&
        typeof status === 'number' &&
        status >= 400 &&
        status < 500
      )
        return Response.json({ errors: [{ message: (error as Error).message }] }, { status })
      throw error
    }
  }
}
