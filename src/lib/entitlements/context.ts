/**
 * The site's own cached reads of library documents ask for the whole document with this context flag,
 * then cut it per viewer with `redactForViewer` before rendering. HTTP requests cannot set Payload's
 * request context, so REST and GraphQL readers never carry it.
 */
import type { RequestContext } from 'payload'

const FULL_CONTENT = 'sylvaFullContent'

export const FULL_CONTENT_CONTEXT: RequestContext = { [FULL_CONTENT]: true }

export function isFullContentRead(context: RequestContext | undefined): boolean {
  return context?.[FULL_CONTENT] === true
}
