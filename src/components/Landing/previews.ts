/**
 * The landing page's four previews (docs/behaviour.md › Landing page): a video, an article, a daily
 * tip and a formation module, real published items in the reader's language. Staff may pick each in
 * the site settings (« Accueil »); otherwise the newest is shown. The tip is today's for a signed-in
 * viewer, and for a visitor the picked one (or today's) by its title only: the tips' texts are for
 * members.
 */
import 'server-only'

import type { Locale } from '@/i18n/locales'
import type { Viewer } from '@/lib/auth'
import { detailPath, modulePath } from '@/lib/content'
import { getLibraryCards, getLibraryDocument, type LibraryCard } from '@/lib/content/server'
import { accessLevelOf, canAccess, type AccessLevel } from '@/lib/entitlements'
import { DAILY_TIPS_PATH } from '@/lib/tips'
import { getDailyTips, memberTips } from '@/lib/tips/server'
import type { Formation } from '@/payload-types'
import { getSiteSettings } from '@/lib/site/server'

export type PreviewCard = {
  kind: 'video' | 'article' | 'tip' | 'module'
  title: string
  /** A short public text; null for the visitor's tip (its text is for members). */
  text: string | null
  minutes: number
  href: string
  access: AccessLevel
  /** The viewer may not open it yet: the card shows a lock. */
  isLocked: boolean
  image: LibraryCard['image']
}

function idOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (typeof value === 'object' && value !== null && 'id' in value)
    return Number((value as { id: unknown }).id)
  return null
}

function pick(cards: LibraryCard[], id: number | null): LibraryCard | undefined {
  return cards.find((card) => card.id === id) ?? cards[0]
}

export async function getLandingPreviews(locale: Locale, viewer: Viewer): Promise<PreviewCard[]> {
  const settings = await getSiteSettings(locale)
  const chosen = (settings as { landingPreviews?: Record<string, unknown> | null }).landingPreviews
  const [videos, articles, formations] = await Promise.all([
    getLibraryCards('videos', locale),
    getLibraryCards('articles', locale),
    getLibraryCards('formations', locale),
  ])
  const cards: PreviewCard[] = []
  const libraryCard = (
    kind: 'video' | 'article',
    type: 'videos' | 'articles',
    card?: LibraryCard,
  ) => {
    if (!card) return
    cards.push({
      kind,
      title: card.title,
      text: card.excerpt,
      minutes: card.minutes,
      href: detailPath(type, card.slug),
      access: accessLevelOf(card),
      isLocked: !canAccess(card, viewer),
      image: card.image,
    })
  }
  libraryCard('video', 'videos', pick(videos, idOf(chosen?.video)))
  libraryCard('article', 'articles', pick(articles, idOf(chosen?.article)))

  const picked =
    viewer.kind === 'signedIn'
      ? undefined
      : (await getDailyTips(locale)).find((candidate) => candidate.id === idOf(chosen?.tip))
  const tip = picked ?? (await memberTips(locale)).today
  if (tip)
    cards.push({
      kind: 'tip',
      title: tip.title,
      text: null,
      minutes: tip.minutes,
      href: DAILY_TIPS_PATH,
      access: 'members',
      isLocked: viewer.kind !== 'signedIn',
      image: null,
    })

  const formation = pick(formations, idOf(chosen?.formation))
  const document = formation ? await getLibraryDocument('formations', formation.slug, locale) : null
  const firstModule = (document as Formation | null)?.modules?.[0]
  if (formation && firstModule?.id)
    cards.push({
      kind: 'module',
      title: firstModule.title,
      text: firstModule.excerpt || formation.title,
      minutes: firstModule.minutes,
      href: modulePath(formation.slug, firstModule.id),
      access: accessLevelOf(formation),
      isLocked: !canAccess(formation, viewer),
      image: formation.image,
    })
  return cards
}
