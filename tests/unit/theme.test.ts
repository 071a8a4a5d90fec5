import { describe, expect, it } from 'vitest'

import {
  contrast,
  contrastProblem,
  onColor,
  parseHex,
  parseReaderTheme,
  sameOriginAudioPath,
  THEME_DEFAULTS,
  themeAttributes,
  themeStyle,
  toThemeSettings,
  withReaderTheme,
} from '@/lib/personalisation'

const hex = (value: string) => parseHex(value)!

describe('contrast', () => {
  it('follows WCAG: black on white is 21:1, the same colour 1:1, green on white about 3.3:1', () => {
    expect(contrast(hex('#000000'), hex('#ffffff'))).toBeCloseTo(21, 5)
    expect(contrast(hex('#22c55e'), hex('#22c55e'))).toBe(1)
    expect(contrast(hex('#16a34a'), hex('#ffffff'))).toBeCloseTo(3.3, 1)
  })

  it('reads #rrggbb only', () => {
    expect(parseHex('#22C55E')).toEqual({ r: 0x22, g: 0xc5, b: 0x5e })
    for (const wrong of ['22c55e', '#2c5', '#22c55g', 'red', '', null, 42, '#22c55e; color: red'])
      expect(parseHex(wrong)).toBeNull()
  })
})

describe('the theme’s colour rules', () => {
  it('accept the spec’s default colours, with dark green text on both greens', () => {
    for (const field of ['primaryColor', 'secondaryColor', 'accentColor'] as const)
      expect(contrastProblem(field, THEME_DEFAULTS[field])).toBeNull()
    expect(onColor(hex('#22c55e')).color).toBe('#052e16')
    // White on the secondary green would be 3.3:1: the hovered button's text is dark green instead.
    expect(onColor(hex('#16a34a'))).toMatchObject({ color: '#052e16' })
    expect(onColor(hex('#16a34a')).ratio).toBeGreaterThanOrEqual(4.5)
  })

  it('pick white text on a dark button colour', () => {
    expect(onColor(hex('#1e3a8a')).color).toBe('#ffffff')
  })

  it('refuse a grey that neither dark nor white text reads on', () => {
    expect(contrastProblem('primaryColor', '#777777')).toEqual({
      kind: 'buttonText',
      ratio: 4.47,
      needed: 4.5,
    })
  })

  it('refuse a dark primary, which is also the text colour of the dark mode', () => {
    expect(contrastProblem('primaryColor', '#14532d')).toMatchObject({ kind: 'darkModeText' })
  })

  it('refuse a pale secondary, whose check marks would vanish on white', () => {
    expect(contrastProblem('secondaryColor', '#bbf7d0')).toMatchObject({ kind: 'icon', needed: 3 })
  })

  it('refuse what is not a colour', () => {
    expect(contrastProblem('accentColor', 'url(https://example.org/x.png)')).toEqual({
      kind: 'invalid',
    })
  })
})

describe('stored settings', () => {
  it('fall back to the defaults for anything malformed or out of range', () => {
    expect(toThemeSettings(null)).toEqual(THEME_DEFAULTS)
    expect(
      toThemeSettings({
        colorScheme: 'sepia',
        primaryColor: '#777777',
        secondaryColor: 'blue',
        accentColor: '#A3E635',
        fontSize: 99,
        borderRadius: -4,
        animations: false,
      }),
    ).toEqual({
      ...THEME_DEFAULTS,
      accentColor: '#a3e635',
      fontSize: 20,
      borderRadius: 0,
      animations: false,
    })
  })

  it('render as custom properties on the root, the text size as a ratio of the reader’s own', () => {
    const css = themeStyle({ ...THEME_DEFAULTS, primaryColor: '#1e3a8a', fontSize: 18 })
    expect(css).toMatch(/^html:root\{.*\}$/)
    expect(css).toContain('--color-primary:#1e3a8a')
    expect(css).toContain('--color-on-primary:#ffffff')
    expect(css).toContain('--font-scale:1.125')
    expect(css).toContain('--radius-base:8px')
  })
})

describe('a reader’s own settings', () => {
  it('accept what the panel sends, normalised', () => {
    expect(
      parseReaderTheme({
        primaryColor: '#4ADE80',
        fontSize: 18,
        borderRadius: 0,
        animations: false,
      }),
    ).toEqual({
      ok: true,
      value: { primaryColor: '#4ade80', fontSize: 18, borderRadius: 0, animations: false },
    })
    expect(parseReaderTheme({})).toEqual({ ok: true, value: {} })
  })

  it('refuse the whole set when one value is wrong, saying why for each field', () => {
    expect(
      parseReaderTheme({
        primaryColor: '#777777',
        accentColor: 'javascript:alert(1)',
        fontSize: 19.5,
        borderRadius: 40,
        animations: 'yes',
        particleType: 'fireworks',
        particleCount: 500,
        ambientVolume: 52,
        ambientSoundType: 'thunder',
        customAudioUrl: 'https://sons.example.org/pluie.mp3',
        customCursor: 1,
      }),
    ).toEqual({
      ok: false,
      errors: {
        primaryColor: { kind: 'buttonText', ratio: 4.47, needed: 4.5 },
        accentColor: { kind: 'invalid' },
        fontSize: { kind: 'fontSize' },
        borderRadius: { kind: 'borderRadius' },
        animations: { kind: 'toggle' },
        particleType: { kind: 'choice' },
        particleCount: { kind: 'particleCount' },
        ambientVolume: { kind: 'ambientVolume' },
        ambientSoundType: { kind: 'choice' },
        customAudioUrl: { kind: 'audioUrl' },
        customCursor: { kind: 'toggle' },
      },
    })
  })

  it('accept the font, pattern, particles, cursor and sounds from their lists and ranges', () => {
    const settings = {
      fontFamily: 'lora',
      backgroundPattern: 'leaves',
      particleEffects: true,
      particleType: 'butterflies',
      particleCount: 60,
      customCursor: true,
      cursorType: 'acorn',
      ambientSounds: true,
      ambientSoundType: 'rain',
      ambientVolume: 35,
      soundEffects: true,
      customAudioUrl: '/api/site-audio/file/pluie.mp3',
    }
    expect(parseReaderTheme(settings)).toEqual({ ok: true, value: settings })
    // An empty address is no address.
    expect(parseReaderTheme({ customAudioUrl: '  ' })).toEqual({
      ok: true,
      value: { customAudioUrl: null },
    })
  })

  it('keep sounds to this site: no other origin, no protocol-relative or climbing path', () => {
    for (const foreign of [
      'https://sons.example.org/pluie.mp3',
      '//sons.example.org/pluie.mp3',
      'pluie.mp3',
      '/media/../../etc/passwd',
      '/a\\b.mp3',
      '/pluie.mp3" onerror="x',
      'javascript:alert(1)',
      42,
    ])
      expect(sameOriginAudioPath(foreign)).toBe(false)
    expect(sameOriginAudioPath('/api/site-audio/file/vent.ogg')).toBe(
      '/api/site-audio/file/vent.ogg',
    )
    expect(sameOriginAudioPath(null)).toBeNull()
  })

  it('render the font, pattern and cursor as attributes, the cursor only when switched on', () => {
    expect(themeAttributes(THEME_DEFAULTS)).toEqual({
      'data-font': 'inter',
      'data-pattern': 'none',
      'data-cursor': undefined,
    })
    expect(
      themeAttributes({
        ...THEME_DEFAULTS,
        fontFamily: 'nunito',
        customCursor: true,
        cursorType: 'pine',
      }),
    ).toMatchObject({ 'data-font': 'nunito', 'data-cursor': 'pine' })
  })

  it('store the spec’s defaults for the effects, everything that moves or sounds switched off', () => {
    expect(THEME_DEFAULTS).toMatchObject({
      fontFamily: 'inter',
      particleEffects: false,
      particleType: 'forest',
      particleCount: 25,
      customCursor: false,
      cursorType: 'leaf',
      ambientSounds: false,
      ambientVolume: 50,
      ambientSoundType: 'forest',
      soundEffects: false,
    })
    // Stored rows out of their lists fall back to the defaults.
    expect(
      toThemeSettings({ particleType: 'fireworks', ambientVolume: 33, cursorType: 'sword' }),
    ).toMatchObject({ particleType: 'forest', ambientVolume: 50, cursorType: 'leaf' })
  })

  it('ignore unknown keys and lay the valid settings over the site’s theme', () => {
    const parsed = parseReaderTheme({ colorScheme: 'dark', customCss: 'body{}', fontSize: 14 })
    expect(parsed).toEqual({ ok: true, value: { fontSize: 14 } })
    expect(withReaderTheme(THEME_DEFAULTS, { fontSize: 14 })).toEqual({
      ...THEME_DEFAULTS,
      fontSize: 14,
    })
    // Something stale or tampered with in a profile is dropped, not rendered.
    expect(withReaderTheme(THEME_DEFAULTS, { primaryColor: '#777777' } as never)).toEqual(
      THEME_DEFAULTS,
    )
  })
})
