/**
 * A media image offers its stored widths with the width the layout shows, and gives that width only
 * with widths to choose from; the hero's preload takes the same pair (components/Site/MediaImage.tsx).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { COLUMN_SIZES, MediaImage, responsiveSource } from '@/components/Site/MediaImage'

const stored = {
  url: '/api/media/file/hetraie-aigoual-960x540.webp',
  alt: 'La hêtraie de l’Aigoual sous la brume',
  width: 960,
  height: 540,
  srcSet:
    '/api/media/file/hetraie-aigoual-480x270.webp 480w, /api/media/file/hetraie-aigoual-960x540.webp 960w',
}
const single = { ...stored, srcSet: null }

describe('MediaImage', () => {
  it('offers every stored width with the width shown', () => {
    const html = renderToStaticMarkup(<MediaImage image={stored} sizes={COLUMN_SIZES} />)
    expect(html).toContain(`srcSet="${stored.srcSet}"`)
    expect(html).toContain(`sizes="${COLUMN_SIZES}"`)
  })

  it('gives no width shown to an image with one file only', () => {
    const html = renderToStaticMarkup(<MediaImage image={single} sizes={COLUMN_SIZES} />)
    expect(html).not.toContain('srcSet=')
    expect(html).not.toContain('sizes=')
    expect(html).toContain(`src="${single.url}"`)
  })

  it('hands a preload the same pair as the image', () => {
    expect(responsiveSource(stored, COLUMN_SIZES)).toEqual({
      srcSet: stored.srcSet,
      sizes: COLUMN_SIZES,
    })
    expect(responsiveSource(single, COLUMN_SIZES)).toEqual({ srcSet: undefined, sizes: undefined })
  })
})
