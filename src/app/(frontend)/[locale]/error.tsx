'use client'

import { ErrorNotice } from '@/components/Site/ErrorNotice.client'

export type ErrorProps = {
  error: Error & { digest?: string }
  /** Asks the server for the page again, then renders it. */
  retry: () => void
}

/**
 * A failure outside the site's pages (the generic « Une erreur est survenue »): the site's own
 * layout, the sign-in and sign-up pages. Without the header and footer, which may have failed with it;
 * the site's pages keep them (see (site)/error.tsx).
 */
export default function LayoutError({ error, retry }: ErrorProps) {
  return (
    <main id="main">
      <ErrorNotice digest={error.digest} retry={retry} />
    </main>
  )
}
