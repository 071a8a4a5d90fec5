import type { LibraryCard } from '@/lib/content/library'

/** A document's featured image, wide, with its alternative text. */
export function HeroImage({ image }: { image: NonNullable<LibraryCard['image']> }) {
  return (
    <figure className="mt-10 overflow-hidden rounded-2xl border border-line">
      {/* eslint-disable-next-line @next/next/no-img-element -- sized variants come from Payload */}
      <img
        src={image.url}
        alt={image.alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        className="aspect-[16/9] w-full object-cover"
      />
    </figure>
  )
}
