import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { getMemberPersonalisation } from '@/lib/auth/server'
import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getEnv } from '@/lib/platform/config/env'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

import type { Locale } from '@/i18n/locales'
import type { PageAudioConfig, SiteAudio } from '@/payload-types'

import {
  isAmbientSoundType,
  isIntroVolume,
  normalisePagePath,
  AUTOPLAY_DELAY_MAX_MS,
  controlPositions,
  type ControlPosition,
  type PageAudio,
} from './audio'
import {
  isAmbientVolume,
  parseReaderTheme,
  sameOriginAudioPath,
  THEME_DEFAULTS,
  toThemeSettings,
  type ReaderTheme,
  type ThemeSettings,
} from './theme'

/** A safety net for other instances' caches until shared invalidation arrives (REDIS_URL). */
const TTL_SECONDS = 300

/**
 * The site's theme (the `theme-defaults` global), cached until an administrator changes it. When it
 * cannot be read the built-in defaults apply: a page never fails for its colours.
 */
export const getSiteTheme = cache(async (): Promise<ThemeSettings> => {
  try {
    return await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const doc = await payload.findGlobal({
          slug: 'theme-defaults',
          depth: 1,
          overrideAccess: false,
        })
        // A file staff uploaded plays instead of the address typed beside it.
        const file = fileUrl(doc.ambientAudio)
        return toThemeSettings({ ...doc, customAudioUrl: file ?? doc.customAudioUrl })
      },
      cacheKey('theme-defaults'),
      { tags: [cacheTags.themeDefaults], revalidate: TTL_SECONDS },
    )()
  } catch (error) {
    getLogger().error({ err: error }, 'Site theme unavailable, built-in defaults used')
    return THEME_DEFAULTS
  }
})

/** Stores a member's own theme (already checked), or clears it with null. */
export async function saveMemberTheme(
  memberId: number | string,
  theme: ReaderTheme | null,
): Promise<void> {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'members',
    id: memberId,
    data: { personalisation: theme && Object.keys(theme).length ? theme : null },
    overrideAccess: true,
    depth: 0,
  })
}

/** A member's stored theme as the layout applies it (checked again: anything stale is dropped). */
export function readerThemeOf(stored: unknown): ReaderTheme | null {
  if (!stored) return null
  const parsed = parseReaderTheme(stored)
  return parsed.ok && Object.keys(parsed.value).length ? parsed.value : null
}

/**
 * This request's reader: whether a member is looking, and their own theme as saved in the profile
 * (or in the audience the page is rendered for); null for visitors, staff and members who kept the
 * site's. The layout renders it, the « Personnaliser » panel starts from it.
 */
export const getReaderTheme = cache(
  async (): Promise<{ isMember: boolean; saved: ReaderTheme | null }> => {
    const { isMember, personalisation } = await getMemberPersonalisation()
    return { isMember, saved: isMember ? readerThemeOf(personalisation) : null }
  },
)

/**
 * An uploaded sound's address as a path of this site (Payload gives absolute URLs on the configured
 * site address); null for anything on another origin.
 */
function fileUrl(file: number | SiteAudio | null | undefined): string | null {
  if (typeof file !== 'object' || !file?.url) return null
  try {
    const site = new URL(getEnv().siteUrl)
    const url = new URL(file.url, site)
    return url.origin === site.origin ? sameOriginAudioPath(url.pathname) || null : null
  } catch {
    return null
  }
}

/** A row as the browser plays it, or null when it has nothing to play (spec: no audio, no player). */
function toPageAudio(row: PageAudioConfig): PageAudio | null {
  const path = normalisePagePath(row.pagePath)
  if (!path) return null
  if (row.audioType === 'intro') {
    const url = fileUrl(row.audio) ?? (sameOriginAudioPath(row.audioUrl) || null)
    if (!url) return null
    return {
      type: 'intro',
      path,
      url,
      volume: isIntroVolume(row.volume) ? row.volume : 0.8,
      showControls: row.showControls !== false,
      loop: row.loopAudio === true,
      autoplay: row.autoplay !== false,
      autoplayDelay: Math.min(
        AUTOPLAY_DELAY_MAX_MS,
        Math.max(0, Math.round(row.autoplayDelay ?? 0)),
      ),
      position: (controlPositions as readonly string[]).includes(row.controlPosition ?? '')
        ? (row.controlPosition as ControlPosition)
        : 'bottom-left',
      transcript: typeof row.audio === 'object' ? (row.audio?.transcript ?? null) : null,
    }
  }
  return {
    type: 'ambient',
    path,
    url: fileUrl(row.ambientAudio) ?? (sameOriginAudioPath(row.ambientSoundUrl) || null),
    soundType: isAmbientSoundType(row.ambientSoundType) ? row.ambientSoundType : 'forest',
    volume: isAmbientVolume(row.ambientVolume) ? row.ambientVolume : THEME_DEFAULTS.ambientVolume,
  }
}

/** Whether the last read failed: a failing read is logged once, not on every page (spec: logged). */
let audioReadFailing = false

/**
 * The active sounds of every page in `locale` (an intro's file in that language, the French one
 * otherwise), cached until staff change one. A failing read gives no sound rather than a broken page.
 */
export const getPageAudio = cache(async (locale: Locale): Promise<PageAudio[]> => {
  try {
    const rows = await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const { docs } = await payload.find({
          collection: 'page-audio-config',
          where: { isActive: { equals: true } },
          locale,
          fallbackLocale: 'fr',
          depth: 1,
          limit: 200,
          overrideAccess: false,
        })
        return docs.map(toPageAudio).filter((row): row is PageAudio => row !== null)
      },
      cacheKey('page-audio', locale),
      { tags: [cacheTags.pageAudio], revalidate: TTL_SECONDS },
    )()
    audioReadFailing = false
    return rows
  } catch (error) {
    if (!audioReadFailing) getLogger().error({ err: error }, 'Page sounds unavailable, none played')
    audioReadFailing = true
    return []
  }
})
