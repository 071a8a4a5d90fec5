/**
 * What every seed unit needs: finding a document by its slug (a unit cut short resumes where it was,
 * and links point at documents another unit created) and drawing a launch illustration into `media`.
 */
import type { CollectionSlug, Payload } from 'payload'
import sharp from 'sharp'

import { renderIllustrationSvg, type Illustration } from './illustrations'
import { SEED_CONTEXT } from './types'

type SluggedCollection = Extract<
  CollectionSlug,
  | 'articles'
  | 'videos'
  | 'formations'
  | 'routines'
  | 'discoveries'
  | 'categories'
  | 'calendar-entries'
  | 'personality-tests'
  | 'daily-tips'
>

/** The id of the document with this slug, drafts included, or null. */
export async function findIdBySlug(
  payload: Payload,
  collection: SluggedCollection,
  slug: string,
): Promise<number | null> {
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    depth: 0,
    limit: 1,
    draft: true,
    overrideAccess: true,
    select: {},
  })
  return docs[0]?.id ?? null
}

/**
 * A launch illustration as a WebP in `media`. `alt` is the French description; pass '' where the
 * document that shows the picture carries its own description (`imageAlt`).
 */
export async function uploadIllustration(
  payload: Payload,
  illustration: Illustration,
  {
    seed,
    fileName,
    alt,
    quality = 80,
  }: { seed: string; fileName: string; alt: string; quality?: number },
): Promise<number> {
  const svg = renderIllustrationSvg(illustration, seed)
  const data = await sharp(Buffer.from(svg)).webp({ quality }).toBuffer()
  const image = await payload.create({
    collection: 'media',
    locale: 'fr',
    data: { alt, credit: 'Illustration Sylva Cévennes' },
    file: { data, name: fileName, mimetype: 'image/webp', size: data.length },
    overrideAccess: true,
    context: { ...SEED_CONTEXT },
  })
  return image.id
}
