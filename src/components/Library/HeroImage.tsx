import { preload } from 'react-dom'

import type { LibraryCard } from '@/lib/content/library'

/** The article column (max-w-3xl with its padding): 720 px, or the screen minus its margins. */
const SIZES = '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'

/**
 * A document's featured image, wide, with its alternative text. Usually the largest thing a reader
 * sees first: fetched early, at the width the screen needs (docs/performance.md). The preload in the
 * page's head starts that request with the document instead of when the parser reaches the image.
 */
export function HeroImage({ image }: { image: NonNullable<LibraryCard['image']> }) {
  preload(image.url, {
    as: 'image',
    imageSrcSet: image.srcSet ?? undefined,
    imageSizes: SIZES,
    fetchPriority: 'high',
  })
  return (
    <figure className="mt-10 overflow-hidden rounded-2xl border border-line">
      {/* eslint-disable-next-line @next/next/no-img-element -- sized variants come from Payload */}
      <img
        src={image.url}
        srcSet={image.srcSet ?? undefined}
        sizes={SIZES}
        fetchPriority="high"
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className="aspect-[16/9] w-full object-cover"
      />
    </figure>
  )
}
