import type { Metadata } from 'next'

import NotFound from '../not-found'
import { privatePage } from '@/lib/platform/http/page-caching'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/**
 * The not-found screen as a page of its own, which the production server renders in place of the
 * empty document Next answers a `notFound()` with, so that it reads without JavaScript; always
 * answered with 404 (server/error-shell.ts).
 */
export default function NotFoundPage() {
  privatePage()
  return <NotFound />
}
