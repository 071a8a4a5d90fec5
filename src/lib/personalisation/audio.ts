/**
 * Sounds attached to a page (the `page-audio-config` collection, docs/personalisation.md): an intro
 * message, and an ambient sound that replaces the reader's chosen one on that page. Pure: the limits,
 * the path rules and the choice of the row that applies, shared by the admin, the server and the
 * browser.
 */
import { ambientSoundTypes, type AmbientSoundType } from './theme'

export const pageAudioTypes = ['ambient', 'intro'] as const
export type PageAudioType = (typeof pageAudioTypes)[number]

export const controlPositions = ['bottom-left', 'bottom-right', 'top-left', 'top-right'] as const
export type ControlPosition = (typeof controlPositions)[number]

/** The intro's volume slider: 0–1 in steps of 0.05; unmuting with no volume to restore gives 0.5. */
export const INTRO_VOLUME_STEP = 0.05
export const INTRO_UNMUTE_VOLUME = 0.5
/** The intro's controls leave this long after the end (when it does not loop). */
export const INTRO_HIDE_AFTER_END_MS = 3000
export const AUTOPLAY_DELAY_MAX_MS = 30_000

export type IntroAudio = {
  type: 'intro'
  path: string
  url: string
  volume: number
  showControls: boolean
  loop: boolean
  autoplay: boolean
  autoplayDelay: number
  position: ControlPosition
  transcript: string | null
}

export type AmbientAudio = {
  type: 'ambient'
  path: string
  /** A file of this site, or null for the synthesised `soundType`. */
  url: string | null
  soundType: AmbientSoundType
  /** Percent, 0–100. */
  volume: number
}

export type PageAudio = IntroAudio | AmbientAudio

/** 0–1 in steps of 0.05. */
export function isIntroVolume(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) return false
  return Math.abs(value / INTRO_VOLUME_STEP - Math.round(value / INTRO_VOLUME_STEP)) < 1e-9
}

/** The nearest step of the intro's volume scale. */
export function snapIntroVolume(value: number): number {
  const snapped =
    Math.round(Math.min(1, Math.max(0, value)) / INTRO_VOLUME_STEP) * INTRO_VOLUME_STEP
  return Math.round(snapped * 100) / 100
}

/**
 * A page's path as the configuration keeps it: from the root, no query, no fragment, no trailing
 * slash (the same page in every language: languages are a `?lang=` parameter). Null when it is not a
 * path of this site.
 */
export function normalisePagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const raw = value.trim().split(/[?#]/)[0] ?? ''
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\s\\<>"']|\.\./.test(raw)) return null
  const path = raw.replace(/\/+$/, '')
  return path === '' ? '/' : path
}

/** The intro and the ambient sound of the page at `pathname`, if staff configured them. */
export function pageAudioFor(
  configs: readonly PageAudio[],
  pathname: string,
): { intro: IntroAudio | null; ambient: AmbientAudio | null } {
  const path = normalisePagePath(pathname)
  const intro = configs.find((c): c is IntroAudio => c.type === 'intro' && c.path === path)
  const ambient = configs.find((c): c is AmbientAudio => c.type === 'ambient' && c.path === path)
  return { intro: intro ?? null, ambient: ambient ?? null }
}

export const isAmbientSoundType = (value: unknown): value is AmbientSoundType =>
  (ambientSoundTypes as readonly unknown[]).includes(value)
