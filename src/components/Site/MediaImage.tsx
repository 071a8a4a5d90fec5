import type { LibraryCard } from '@/lib/content/library'

/** The reading column (max-w-3xl with its padding): 720 px, or the screen minus its margins. */
export const COLUMN_SIZES =
  '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)'

type Image = NonNullable<LibraryCard['image']>

/**
 * The widths to choose from and the width shown, for the `<img>` and for a preload of it alike: a
 * `sizes` only with a `srcset` (an image without stored widths has one file to take).
 */
export function responsiveSource(image: Image, sizes: string) {
  return image.srcSet ? { srcSet: image.srcSet, sizes } : { srcSet: undefined, sizes: undefined }
}

/**
 * An image from the media collection, offered at every stored width (`srcset`: 480, 960, 1920 and
 * the original) with the width the layout gives it (`sizes`), so a phone downloads the small file and
 * a wide screen the large one (docs/performance.md › Page weight). Below the first screen it loads when
 * scrolled near (`lazy`); the one image a page is about asks to be fetched first (`priority`).
 */
export function MediaImage({
  image,
  sizes,
  alt = '',
  className,
  lazy = false,
  priority = false,
}: {
  image: Image
  /** The rendered width at each breakpoint, as in the `sizes` attribute. */
  sizes: string
  /** Empty for a decorative image (a card whose title says the same). */
  alt?: string
  className?: string
  lazy?: boolean
  priority?: boolean
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- sized variants come from the media collection
    <img
      src={image.url}
      {...responsiveSource(image, sizes)}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={lazy ? 'lazy' : undefined}
      decoding={lazy ? 'async' : undefined}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  )
}
