/**
 * The landing page's « Message de bienvenue » at launch: one recording per language
 * (src/lib/seed/content/intro, made by scripts/generate-intro-audio.ts with a synthesised voice that
 * says so), uploaded as public site sounds, and the page's intro configuration. Staff replace the
 * recordings in the admin (« Sons des pages »).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { Payload } from 'payload'

import { defaultLocale, locales, type Locale } from '@/i18n/locales'

import { SEED_CONTEXT, type SeedUnit } from './types'

const introDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'content/intro')

const languageNames: Record<Locale, string> = {
  fr: 'français',
  en: 'anglais',
  es: 'espagnol',
  de: 'allemand',
  nl: 'néerlandais',
}

/** The spoken text of each recording (its transcript). */
export function readWelcomeTexts(): Record<Locale, string> {
  return JSON.parse(fs.readFileSync(path.join(introDir, 'welcome.json'), 'utf8')) as Record<
    Locale,
    string
  >
}

export const welcomeRecording = (locale: Locale) => path.join(introDir, `welcome-${locale}.mp3`)

async function seedWelcomeIntro(payload: Payload): Promise<void> {
  const texts = readWelcomeTexts()
  const audio = {} as Record<Locale, number>
  for (const locale of locales) {
    const data = fs.readFileSync(welcomeRecording(locale))
    const doc = await payload.create({
      collection: 'site-audio',
      depth: 0,
      data: {
        title: `Message de bienvenue (${languageNames[locale]}, voix de synthèse)`,
        transcript: texts[locale],
      },
      file: { data, name: `bienvenue-${locale}.mp3`, mimetype: 'audio/mpeg', size: data.length },
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
    audio[locale] = doc.id
  }
  const config = await payload.create({
    collection: 'page-audio-config',
    depth: 0,
    locale: defaultLocale,
    data: {
      pagePath: '/',
      audioType: 'intro',
      isActive: true,
      audio: audio[defaultLocale],
      volume: 0.8,
      autoplay: true,
      autoplayDelay: 1500,
      showControls: true,
      loopAudio: false,
      controlPosition: 'bottom-left',
    },
    overrideAccess: true,
    context: { ...SEED_CONTEXT },
  })
  for (const locale of locales) {
    if (locale === defaultLocale) continue
    await payload.update({
      collection: 'page-audio-config',
      depth: 0,
      id: config.id,
      locale,
      data: { audio: audio[locale] },
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
  }
}

export const pageAudioSeed: SeedUnit = { key: 'page-audio-welcome@1', run: seedWelcomeIntro }
