/**
 * The icon written into every page (src/components/Site/site-icon.ts) is the drawing of
 * public/favicon.svg, and its data URL decodes to it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { SITE_ICON_SVG, SITE_ICON_URL } from '@/components/Site/site-icon'

describe('the site icon in the page', () => {
  it('is public/favicon.svg, as a data URL', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, '../../public/favicon.svg'), 'utf8')
    expect(SITE_ICON_SVG).toBe(file.trim())
    expect(SITE_ICON_URL.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(SITE_ICON_URL.slice('data:image/svg+xml,'.length))).toBe(file.trim())
  })
})
