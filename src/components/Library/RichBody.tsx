import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText } from '@payloadcms/richtext-lexical/react'

import { PAYWALLED_SELECTOR } from '@/lib/seo/library'
import { cn } from '@/lib/platform/utils/cn'

/** A document's text. Gated texts carry the class that the JSON-LD names as behind the paywall. */
export function RichBody({
  data,
  isGated,
  className,
}: {
  data: unknown
  isGated: boolean
  className?: string
}) {
  if (!data || typeof data !== 'object') return null
  return (
    <RichText
      data={data as SerializedEditorState}
      className={cn('prose-library text-ink', isGated && PAYWALLED_SELECTOR.slice(1), className)}
    />
  )
}
