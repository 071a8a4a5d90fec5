import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import type { ReactNode } from 'react'

import { PAYWALLED_CLASS } from '@/lib/seo/library'
import { cn } from '@/lib/platform/utils/cn'

/** A document's text. */
export function RichBody({ data, className }: { data: unknown; className?: string }) {
  if (!data || typeof data !== 'object') return null
  return (
    <RichText
      data={data as SerializedEditorState}
      className={cn('prose-library text-ink', className)}
    />
  )
}

/**
 * Where a document's gated part goes: the body for a reader with the right, the paywall for the
 * others. A gated document's element carries the class its JSON-LD names as the part behind the paywall.
 */
export function PaywalledPart({ isGated, children }: { isGated: boolean; children: ReactNode }) {
  return isGated ? <div className={PAYWALLED_CLASS}>{children}</div> : children
}
