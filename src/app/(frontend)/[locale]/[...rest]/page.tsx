import { notFound } from 'next/navigation'
import { privatePage } from '@/lib/platform/http/page-caching'

/** Any path without a page of its own: the not-found screen, with status 404, in the current language. */
export default function UnknownPage(): never {
  privatePage()
  notFound()
}
