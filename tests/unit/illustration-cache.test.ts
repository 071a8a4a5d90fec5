/**
 * Launch illustrations are drawn once per machine (src/lib/seed/shared.ts › rasterise): a fresh
 * database reuses the WebP drawn for an earlier one, found by the hash of the drawing.
 */
import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'

import { rasterCacheFile as cacheFile, rasterise } from '@/lib/seed/shared'

/** A drawing no other test or seed makes (its colour is random). */
function uniqueSvg(): string {
  const colour = Math.floor(Math.random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="18"><rect width="32" height="18" fill="#${colour}"/></svg>`
}

const made: string[] = []
afterEach(() => {
  for (const file of made.splice(0)) fs.rmSync(file, { force: true })
})

describe('rasterise', () => {
  it('draws a WebP of the SVG and keeps it under the hash of the drawing', async () => {
    const svg = uniqueSvg()
    const file = cacheFile(svg, 80)
    made.push(file)
    expect(fs.existsSync(file)).toBe(false)
    const data = await rasterise(svg, 80)
    const meta = await sharp(data).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([32, 18])
    expect(fs.readFileSync(file).equals(data)).toBe(true)
    // Nothing half-written is left beside it.
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.tmp'))).toEqual([])
  })

  it('answers a drawing made before from the cache, without drawing it again', async () => {
    const svg = uniqueSvg()
    const file = cacheFile(svg, 80)
    made.push(file)
    await rasterise(svg, 80)
    // What the cache holds is what comes back: the picture is not drawn a second time.
    const marker = Buffer.from('kept from the first drawing')
    fs.writeFileSync(file, marker)
    expect((await rasterise(svg, 80)).equals(marker)).toBe(true)
  })

  it('draws again for another quality', async () => {
    const svg = uniqueSvg()
    const [best, smaller] = [cacheFile(svg, 80), cacheFile(svg, 60)]
    made.push(best, smaller)
    expect(smaller).not.toBe(best)
    await rasterise(svg, 80)
    fs.writeFileSync(best, Buffer.from('the picture at quality 80'))
    const data = await rasterise(svg, 60)
    expect((await sharp(data).metadata()).format).toBe('webp')
    expect(fs.readFileSync(smaller).equals(data)).toBe(true)
  })

  it('draws again over an empty file', async () => {
    const svg = uniqueSvg()
    const file = cacheFile(svg, 80)
    made.push(file)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, Buffer.alloc(0))
    const data = await rasterise(svg, 80)
    expect((await sharp(data).metadata()).format).toBe('webp')
    expect(fs.readFileSync(file).equals(data)).toBe(true)
  })
})
