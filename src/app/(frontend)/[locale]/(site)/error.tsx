'use client'

import { ErrorNotice } from '@/components/Site/ErrorNotice.client'

import type { ErrorProps } from '../error'

/** A page that failed on the server, inside the site's header and footer (« Une erreur est survenue »). */
export default function PageError({ error, retry }: ErrorProps) {
  return <ErrorNotice digest={error.digest} retry={retry} />
}
