'use server'

import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { isPremiumStatus } from '@/lib/auth'
import { requireMember } from '@/lib/auth/server'
import { renewCalendarFeedToken } from '@/lib/calendar/server'

/** « Créer mon adresse d’abonnement » / « Changer d’adresse » (a plain form: works without script). */
export async function renewCalendarFeedAction(): Promise<void> {
  const member = await requireMember({ back: '/membre' })
  const locale = toLocale(await getLocale())
  if (isPremiumStatus(member.subscriptionStatus)) await renewCalendarFeedToken(member)
  redirect(localizedHref('/membre#agenda', locale))
}
