'use client'

import { ErrorNotice } from '@/components/Site/ErrorNotice.client'

export type ErrorProps = {
  error: Error & { digest?: string }
  /** Clears the error and renders again. */
  reset: () => void
  /** Asks the server for the page again, then renders (Next 16). */
  retry?: () => void
}

/**
 * A failure of a page's own layout (spec §8's generic « Une erreur est survenue »), without the site's
 * header and footer, which failed with it. Pages that fail keep them: see (site)/error.tsx.
 */
export default function LayoutError({ error, reset, retry }: ErrorProps) {
  return (
    <main id="main">
      <ErrorNotice digest={error.digest} retry={retry ?? reset} />
    </main>
  )
}
