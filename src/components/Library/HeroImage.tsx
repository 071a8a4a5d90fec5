import { preload } from 'react-dom'

import { COLUMN_SIZES, MediaImage, responsiveSource } from '@/components/Site/MediaImage'
import type { LibraryCard } from '@/lib/content/library'

/**
 * A document's featured image, wide, with its alternative text. Usually the largest thing a reader
 * sees first: fetched early, at the width the screen needs (docs/performance.md). The preload in the
 * page's head starts that request with the document instead of when the parser reaches the image.
 */
export function HeroImage({ image }: { image: NonNullable<LibraryCard['image']> }) {
  const { srcSet, sizes } = responsiveSource(image, COLUMN_SIZES)
  preload(image.url, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' })
  return (
    <figure className="mt-10 overflow-hidden rounded-2xl border border-line">
      <MediaImage
        image={image}
        sizes={COLUMN_SIZES}
        priority
        alt={image.alt}
        className="aspect-[16/9] w-full object-cover"
      />
    </figure>
  )
}
