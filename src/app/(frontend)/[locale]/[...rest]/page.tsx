import { notFound } from 'next/navigation'

/** Any path without a page of its own: the not-found screen, with status 404, in the current language. */
export default function UnknownPage(): never {
  notFound()
}
