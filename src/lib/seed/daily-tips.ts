/**
 * The 94 launch daily tips (src/lib/seed/content/tips), in five languages, with their links to a
 * routine, a video or a calendar entry. Applied once per database.
 */
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { Payload } from 'payload'

import { locales } from '@/i18n/locales'

import { findIdBySlug } from './shared'
import { readTips } from './tips-content'
import { SEED_CONTEXT, type SeedUnit } from './types'

async function seedDailyTips(payload: Payload): Promise<void> {
  // Read and check everything first: a broken file stops the unit before anything is written.
  const tips = readTips()
  const editorConfig = await editorConfigFactory.default({ config: payload.config })
  const richText = (markdown: string) => convertMarkdownToLexical({ editorConfig, markdown })
  for (const tip of tips) {
    if ((await findIdBySlug(payload, 'daily-tips', tip.slug)) !== null) continue
    const linkId = tip.link ? await findIdBySlug(payload, tip.link.collection, tip.link.slug) : null
    const created = await payload.create({
      collection: 'daily-tips',
      depth: 0,
      locale: 'fr',
      data: {
        title: tip.texts.fr.title,
        body: richText(tip.texts.fr.body),
        slug: tip.slug,
        category: tip.category,
        minutes: tip.minutes,
        months: tip.months.map(String),
        pinnedDate: tip.pinnedDate,
        link:
          tip.link && linkId !== null ? { relationTo: tip.link.collection, value: linkId } : null,
        publishedAt: '2026-11-01T05:00:00.000Z',
        _status: 'published',
      } as never,
      overrideAccess: true,
      context: { ...SEED_CONTEXT },
    })
    for (const locale of locales.filter((code) => code !== 'fr')) {
      await payload.update({
        collection: 'daily-tips',
        depth: 0,
        id: created.id,
        locale,
        data: {
          title: tip.texts[locale].title,
          body: richText(tip.texts[locale].body),
          _status: 'published',
        } as never,
        overrideAccess: true,
        context: { ...SEED_CONTEXT },
      })
    }
  }
}

export const dailyTipsSeed: SeedUnit = { key: 'daily-tips-2026-11', run: seedDailyTips }

/**
 * The fourteen tips for any day of the year written after launch: a database seeded before them gets
 * them from this unit (tips already there are skipped, so on a new database it adds nothing).
 */
export const dailyTipsYearRoundSeed: SeedUnit = {
  key: 'daily-tips-2026-11-year-round',
  run: seedDailyTips,
}
