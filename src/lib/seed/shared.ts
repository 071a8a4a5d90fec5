/**
 * What every seed unit needs: finding a document by its slug (a unit cut short resumes where it was,
 * and links point at documents another unit created) and drawing a launch illustration into `media`.
 */
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

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
  const data = await rasterise(renderIllustrationSvg(illustration, seed), quality)
  const image = await payload.create({
    collection: 'media',
    depth: 0,
    locale: 'fr',
    // Generated, not photographed: the launch checklist lists it until staff upload a real picture.
    data: { alt, credit: 'Illustration Sylva Cévennes', placeholder: true },
    file: { data, name: fileName, mimetype: 'image/webp', size: data.length },
    overrideAccess: true,
    context: { ...SEED_CONTEXT },
  })
  return image.id
}

/**
 * Where drawn illustrations are kept between seeds, by the hash of what was drawn: turning one of
 * these SVG scenes (blurs, grain) into a 1600 × 900 WebP takes about a third of a second on a
 * 2-core machine, a third of the whole launch content's seeding, and every fresh database (a new
 * data directory, each test suite that seeds) asks for the same pictures again.
 */
const rasterCacheDir = path.resolve('node_modules/.cache/sylva-illustrations')

/** Where the WebP of `svg` at `quality` is kept: named by the hash of both and of the libvips version. */
export function rasterCacheFile(svg: string, quality: number): string {
  const key = createHash('sha256')
    .update(`${sharp.versions.vips}\n${quality}\n${svg}`)
    .digest('hex')
  return path.join(rasterCacheDir, `${key}.webp`)
}

/** The WebP of `svg`: from the cache when it was drawn before, drawn (and kept) otherwise. */
export async function rasterise(svg: string, quality: number): Promise<Buffer> {
  const file = rasterCacheFile(svg, quality)
  const cached = await fs.readFile(file).catch(() => null)
  // An empty file (truncated by something else) is no picture: drawn again and replaced.
  if (cached?.length) return cached
  const data = await sharp(Buffer.from(svg)).webp({ quality }).toBuffer()
  // Written aside, then renamed: a reader never sees half a file. A cache that cannot be written
  // (a read-only installation) only costs the drawing next time.
  const partial = `${file}.${randomUUID()}.tmp`
  await fs
    .mkdir(rasterCacheDir, { recursive: true })
    .then(() => fs.writeFile(partial, data))
    .then(() => fs.rename(partial, file))
    .catch(() => fs.rm(partial, { force: true }))
  return data
}
