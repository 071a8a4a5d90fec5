/**
 * The theme: colours, font, text size, corner radius, background pattern, animations, particles,
 * cursor and sounds, and the default colour scheme (docs/personalisation.md). Pure: the defaults, the
 * limits, and the rules every value must pass, shared by the admin's validation, the server's
 * rendering and the browser.
 * Kept whole: the one list of theme values, their limits and their rules, read by the admin, the
 * server and the browser.
 */
import { bestTextOn, contrast, over, parseHex, rgb, toHex, type Rgb } from './contrast'

export const colorSchemes = ['light', 'dark'] as const
export type ColorScheme = (typeof colorSchemes)[number]

export type ThemeSettings = {
  colorScheme: ColorScheme
  primaryColor: string
  secondaryColor: string
  accentColor: string
  /** Root text size in pixels. */
  fontSize: number
  /** Corner radius of buttons, fields and cards, in pixels. */
  borderRadius: number
  animations: boolean
  backgroundPattern: BackgroundPattern
  fontFamily: FontFamily
  particleEffects: boolean
  particleType: ParticleType
  particleCount: number
  /** Short interface sounds (clicks, confirmations). */
  soundEffects: boolean
  customCursor: boolean
  cursorType: CursorType
  /** The ambient player (bottom right); it never starts before the reader presses play. */
  ambientSounds: boolean
  /** Percent, 0–100 in steps of 5. */
  ambientVolume: number
  ambientSoundType: AmbientSoundType
  /** A sound of this site played instead of the synthesised one: a path such as /api/site-audio/file/x.mp3. */
  customAudioUrl: string | null
}

export const THEME_DEFAULTS: ThemeSettings = {
  colorScheme: 'light',
  primaryColor: '#22c55e',
  secondaryColor: '#16a34a',
  accentColor: '#84cc16',
  fontSize: 16,
  borderRadius: 8,
  animations: true,
  backgroundPattern: 'none',
  fontFamily: 'inter',
  particleEffects: false,
  particleType: 'forest',
  particleCount: 25,
  soundEffects: false,
  customCursor: false,
  cursorType: 'leaf',
  ambientSounds: false,
  ambientVolume: 50,
  ambientSoundType: 'forest',
  customAudioUrl: null,
}

/** Self-hosted families (src/components/Site/fonts.ts); Inter is the site's own. */
export const fontFamilies = ['inter', 'lora', 'atkinson', 'nunito'] as const
export type FontFamily = (typeof fontFamilies)[number]

/** Quiet patterns behind the page (public/patterns/*.svg), or none. */
export const backgroundPatterns = ['none', 'leaves', 'contours', 'dots'] as const
export type BackgroundPattern = (typeof backgroundPatterns)[number]

/** Drawn on one canvas behind the content (src/components/Effects/particles.ts). */
export const particleTypes = [
  'forest',
  'snow',
  'stars',
  'butterflies',
  'magic',
  'ocean',
  'autumn',
] as const
export type ParticleType = (typeof particleTypes)[number]

/** Synthesised in the browser (src/components/Effects/ambient-synth.ts). */
export const ambientSoundTypes = ['forest', 'rain', 'ocean', 'wind'] as const
export type AmbientSoundType = (typeof ambientSoundTypes)[number]

/** Shapes of the custom cursor (public/cursors/*.svg). */
export const cursorTypes = ['leaf', 'acorn', 'feather', 'pine'] as const
export type CursorType = (typeof cursorTypes)[number]

export const FONT_SIZE_RANGE = { min: 14, max: 20 } as const
export const PARTICLE_COUNT_RANGE = { min: 5, max: 100 } as const
/** Ambient volume in percent, in steps of 5. */
export const AMBIENT_VOLUME_RANGE = { min: 0, max: 100, step: 5 } as const
export const BORDER_RADIUS_RANGE = { min: 0, max: 24 } as const

/** WCAG AA: normal text, and user-interface parts (icons, borders). */
export const AA_TEXT = 4.5
export const AA_NON_TEXT = 3

/**
 * The backgrounds and text colours of the site's palette the chosen colours meet
 * (src/app/(frontend)/[locale]/globals.css): the light surface, the dark mode's lightest surface, the
 * dark green and white used as text on coloured buttons, the greens of the accent's tinted badges.
 */
const palette = {
  lightSurface: rgb('#ffffff'),
  darkSurface: rgb('#15271e'),
  darkText: rgb('#052e16'),
  white: rgb('#ffffff'),
  badgeTextLight: rgb('#173d27'),
  badgeTextDark: rgb('#e3efe1'),
}
/** The accent is used as a 20 % tint behind badge text. */
const ACCENT_TINT = 0.2

export type ColorField = 'primaryColor' | 'secondaryColor' | 'accentColor'

/** Why a colour cannot be used: which use would be unreadable, with the ratio it would have. */
export type ContrastProblem =
  | { kind: 'invalid' }
  | {
      kind: 'buttonText' | 'darkModeText' | 'icon' | 'badgeLight' | 'badgeDark'
      ratio: number
      needed: number
    }

const round = (ratio: number) => Math.floor(ratio * 100) / 100

/** The first rule `value` breaks as the colour of `field`, or null when it reads everywhere. */
export function contrastProblem(field: ColorField, value: unknown): ContrastProblem | null {
  const color = parseHex(value)
  if (!color) return { kind: 'invalid' }
  const checks: {
    kind: Exclude<ContrastProblem['kind'], 'invalid'>
    ratio: number
    needed: number
  }[] = []
  if (field === 'primaryColor') {
    // Buttons: the better of dark green or white on it; in dark mode it is also a text colour.
    checks.push({ kind: 'buttonText', ratio: onColor(color).ratio, needed: AA_TEXT })
    checks.push({
      kind: 'darkModeText',
      ratio: contrast(color, palette.darkSurface),
      needed: AA_TEXT,
    })
  } else if (field === 'secondaryColor') {
    // Hovered buttons, and icons (check marks) on the light surface.
    checks.push({ kind: 'buttonText', ratio: onColor(color).ratio, needed: AA_TEXT })
    checks.push({ kind: 'icon', ratio: contrast(color, palette.lightSurface), needed: AA_NON_TEXT })
  } else {
    const light = over(color, ACCENT_TINT, palette.lightSurface)
    const dark = over(color, ACCENT_TINT, palette.darkSurface)
    checks.push({
      kind: 'badgeLight',
      ratio: contrast(palette.badgeTextLight, light),
      needed: AA_TEXT,
    })
    checks.push({
      kind: 'badgeDark',
      ratio: contrast(palette.badgeTextDark, dark),
      needed: AA_TEXT,
    })
  }
  const failed = checks.find(({ ratio, needed }) => ratio < needed)
  return failed ? { ...failed, ratio: round(failed.ratio) } : null
}

/** The text colour for a button of this colour: dark green or white, whichever reads better. */
export function onColor(color: Rgb): { color: string; ratio: number } {
  const best = bestTextOn(color, [palette.darkText, palette.white])
  return { color: toHex(best.color), ratio: best.ratio }
}

function clamp(value: unknown, { min, max }: { min: number; max: number }, fallback: number) {
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback
}

function oneOf<T extends string>(list: readonly T[], value: unknown, fallback: T): T {
  return list.includes(value as T) ? (value as T) : fallback
}

/**
 * A sound of this site: a path from its root (`/…`), never another origin (the content-security
 * policy allows this site's media only), no `//`, backslash, `..`, spaces or quotes. Null when empty.
 */
export function sameOriginAudioPath(value: unknown): string | null | false {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return false
  const path = value.trim()
  if (path === '') return null
  if (path.length > 500) return false
  if (!path.startsWith('/') || path.startsWith('//')) return false
  if (/[\\\s\u0000-\u001f"'<>]|\.\./.test(path)) return false
  return path
}

/**
 * Stored settings made safe to render: a colour that is malformed or unreadable falls back to the
 * default (stored values were validated, this guards against anything older or edited by hand).
 */
export function toThemeSettings(
  stored: Partial<Record<keyof ThemeSettings, unknown>> | null | undefined,
): ThemeSettings {
  const value = stored ?? {}
  const colour = (field: ColorField) =>
    contrastProblem(field, value[field])
      ? THEME_DEFAULTS[field]
      : String(value[field]).toLowerCase()
  return {
    colorScheme: value.colorScheme === 'dark' ? 'dark' : 'light',
    primaryColor: colour('primaryColor'),
    secondaryColor: colour('secondaryColor'),
    accentColor: colour('accentColor'),
    fontSize: clamp(value.fontSize, FONT_SIZE_RANGE, THEME_DEFAULTS.fontSize),
    borderRadius: clamp(value.borderRadius, BORDER_RADIUS_RANGE, THEME_DEFAULTS.borderRadius),
    animations: value.animations !== false,
    backgroundPattern: oneOf(backgroundPatterns, value.backgroundPattern, 'none'),
    fontFamily: oneOf(fontFamilies, value.fontFamily, 'inter'),
    particleEffects: value.particleEffects === true,
    particleType: oneOf(particleTypes, value.particleType, THEME_DEFAULTS.particleType),
    particleCount: clamp(value.particleCount, PARTICLE_COUNT_RANGE, THEME_DEFAULTS.particleCount),
    soundEffects: value.soundEffects === true,
    customCursor: value.customCursor === true,
    cursorType: oneOf(cursorTypes, value.cursorType, THEME_DEFAULTS.cursorType),
    ambientSounds: value.ambientSounds === true,
    ambientVolume: isAmbientVolume(value.ambientVolume)
      ? value.ambientVolume
      : THEME_DEFAULTS.ambientVolume,
    ambientSoundType: oneOf(ambientSoundTypes, value.ambientSoundType, 'forest'),
    customAudioUrl: sameOriginAudioPath(value.customAudioUrl) || null,
  }
}

/** 0–100 in steps of 5. */
export function isAmbientVolume(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= AMBIENT_VOLUME_RANGE.min &&
    value <= AMBIENT_VOLUME_RANGE.max &&
    value % AMBIENT_VOLUME_RANGE.step === 0
  )
}

/** The CSS custom properties the stylesheet reads, for these settings. */
export function themeVariables(settings: ThemeSettings): Record<string, string> {
  return {
    '--color-primary': settings.primaryColor,
    '--color-on-primary': onColor(rgb(settings.primaryColor)).color,
    '--color-secondary': settings.secondaryColor,
    '--color-on-secondary': onColor(rgb(settings.secondaryColor)).color,
    '--color-accent': settings.accentColor,
    '--radius-base': `${settings.borderRadius}px`,
    // A ratio, so that the reader's own browser text size still counts (16 px = 1).
    '--font-scale': String(settings.fontSize / 16),
  }
}

/** One CSS rule setting those properties on the root (inlined in the page's head). */
export function themeStyle(settings: ThemeSettings): string {
  const declarations = Object.entries(themeVariables(settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
  return `html:root{${declarations}}`
}

/** What a reader may change on top of the site's theme (the light/dark toggle is kept apart). */
export const readerFields = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'fontSize',
  'borderRadius',
  'animations',
  'backgroundPattern',
  'fontFamily',
  'particleEffects',
  'particleType',
  'particleCount',
  'soundEffects',
  'customCursor',
  'cursorType',
  'ambientSounds',
  'ambientVolume',
  'ambientSoundType',
  'customAudioUrl',
] as const
export type ReaderField = (typeof readerFields)[number]
export type ReaderTheme = Partial<Pick<ThemeSettings, ReaderField>>

/** Why a reader's value was refused (catalogue keys `personalise.errors.*`). */
export type ReaderThemeError =
  | ContrastProblem['kind']
  | 'fontSize'
  | 'borderRadius'
  | 'particleCount'
  | 'ambientVolume'
  | 'choice'
  | 'toggle'
  | 'audioUrl'

const toggleFields = [
  'animations',
  'particleEffects',
  'soundEffects',
  'customCursor',
  'ambientSounds',
] as const

const choiceLists = {
  backgroundPattern: backgroundPatterns,
  fontFamily: fontFamilies,
  particleType: particleTypes,
  cursorType: cursorTypes,
  ambientSoundType: ambientSoundTypes,
} as const

function inRange(value: unknown, { min, max }: { min: number; max: number }): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/**
 * A reader's settings as sent by the panel: every field optional, nothing else accepted, every
 * value checked (colours by the same contrast rules as staff's). Refused as a whole when one field is
 * wrong, with the reason per field.
 */
export function parseReaderTheme(input: unknown):
  | { ok: true; value: ReaderTheme }
  | {
      ok: false
      errors: Partial<Record<ReaderField, ContrastProblem | { kind: ReaderThemeError }>>
    } {
  const source =
    typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
  const value: ReaderTheme = {}
  const errors: Partial<Record<ReaderField, ContrastProblem | { kind: ReaderThemeError }>> = {}

  for (const field of ['primaryColor', 'secondaryColor', 'accentColor'] as const) {
    if (source[field] === undefined) continue
    const problem = contrastProblem(field, source[field])
    if (problem) errors[field] = problem
    else value[field] = String(source[field]).toLowerCase()
  }
  if (source.fontSize !== undefined) {
    if (inRange(source.fontSize, FONT_SIZE_RANGE)) value.fontSize = source.fontSize
    else errors.fontSize = { kind: 'fontSize' }
  }
  if (source.borderRadius !== undefined) {
    if (inRange(source.borderRadius, BORDER_RADIUS_RANGE)) value.borderRadius = source.borderRadius
    else errors.borderRadius = { kind: 'borderRadius' }
  }
  if (source.particleCount !== undefined) {
    if (inRange(source.particleCount, PARTICLE_COUNT_RANGE))
      value.particleCount = source.particleCount
    else errors.particleCount = { kind: 'particleCount' }
  }
  if (source.ambientVolume !== undefined) {
    if (isAmbientVolume(source.ambientVolume)) value.ambientVolume = source.ambientVolume
    else errors.ambientVolume = { kind: 'ambientVolume' }
  }
  for (const field of toggleFields) {
    if (source[field] === undefined) continue
    if (typeof source[field] === 'boolean') value[field] = source[field]
    else errors[field] = { kind: 'toggle' }
  }
  const choose = <K extends keyof typeof choiceLists>(field: K) => {
    if (source[field] === undefined) return
    const list: readonly string[] = choiceLists[field]
    if (typeof source[field] === 'string' && list.includes(source[field]))
      (value as Record<string, unknown>)[field] = source[field]
    else errors[field] = { kind: 'choice' }
  }
  for (const field of Object.keys(choiceLists) as (keyof typeof choiceLists)[]) choose(field)
  if (source.customAudioUrl !== undefined) {
    const path = sameOriginAudioPath(source.customAudioUrl)
    if (path === false) errors.customAudioUrl = { kind: 'audioUrl' }
    else value.customAudioUrl = path
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value }
}

/** The site's theme with a reader's own settings on top. */
export function withReaderTheme(site: ThemeSettings, reader: ReaderTheme | null | undefined) {
  if (!reader) return site
  const parsed = parseReaderTheme(reader)
  return parsed.ok ? { ...site, ...parsed.value } : site
}

/**
 * The attributes on <html> that pick the font, the background pattern and the cursor
 * (globals.css); the same for the server's rendering, the head script and the panel's preview.
 */
export function themeAttributes(settings: ThemeSettings): {
  'data-font': FontFamily
  'data-pattern': BackgroundPattern
  'data-cursor': CursorType | undefined
} {
  return {
    'data-font': settings.fontFamily,
    'data-pattern': settings.backgroundPattern,
    'data-cursor': settings.customCursor ? settings.cursorType : undefined,
  }
}
