'use server'

import { refresh } from 'next/cache'
import { redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { formString } from '@/lib/auth/schemas'
import { requireMember } from '@/lib/auth/server'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { DAILY_TIPS_PATH } from '@/lib/tips'
import {
  sendTomorrowsTipNow,
  setTipEmails,
  UNSUBSCRIBE_PATH,
  unsubscribeByToken,
} from '@/lib/tips/morning'
import { markTipDone, setFavouriteTip } from '@/lib/tips/practice'

/**
 * The daily tips' plain forms (docs/daily-tips.md): « J'ai fait ce conseil », favourites, the morning
 * e-mail's opt-in, and unsubscribing from it without a login. Each acts for the signed-in member only
 * (or, for unsubscribing, for the owner of the link's secret) and comes back to its page.
 */

const text = (form: FormData, name: string) => formString(form, name) ?? ''

async function back(path: string): Promise<never> {
  refresh()
  redirect(localizedHref(path, toLocale(await getLocale())))
}

export async function markTipDoneAction(form: FormData): Promise<void> {
  const member = await requireMember({ back: DAILY_TIPS_PATH })
  const outcome = await markTipDone(member, text(form, 'tip'), toLocale(await getLocale()))
  await back(
    `${DAILY_TIPS_PATH}?${outcome === 'done' ? 'fait=1' : 'erreur=pas-aujourdhui'}#conseil`,
  )
}

export async function favouriteTipAction(form: FormData): Promise<void> {
  const member = await requireMember({ back: DAILY_TIPS_PATH })
  const slug = text(form, 'tip')
  const isFavourite = text(form, 'favori') === '1'
  const outcome = await setFavouriteTip(member, slug, isFavourite, toLocale(await getLocale()))
  await back(
    outcome === 'saved'
      ? `${DAILY_TIPS_PATH}?favori=${isFavourite ? 'ajoute' : 'retire'}#tip-${slug}`
      : `${DAILY_TIPS_PATH}?erreur=inconnu`,
  )
}

/** The member area's « Recevoir le conseil du matin par e-mail ». */
export async function tipEmailsAction(form: FormData): Promise<void> {
  const member = await requireMember({ back: '/membre' })
  const isOn = text(form, 'conseilMatin') === 'oui'
  await setTipEmails(await getPayloadClient(), member.id, isOn)
  await back(`/membre?conseil-matin=${isOn ? 'oui' : 'non'}#conseil-matin`)
}

/** The member area's « M'envoyer celui de demain maintenant ». */
export async function tomorrowsTipNowAction(): Promise<void> {
  const member = await requireMember({ back: '/membre' })
  const outcome = await sendTomorrowsTipNow(await getPayloadClient(), member.id)
  await back(`/membre?conseil-matin=${outcome === 'sent' ? 'envoye' : outcome}#conseil-matin`)
}

/** The unsubscribe page's button: no login, the link's secret is enough. */
export async function unsubscribeTipEmailsAction(form: FormData): Promise<void> {
  const outcome = await unsubscribeByToken(await getPayloadClient(), text(form, 'jeton'))
  await back(`${UNSUBSCRIBE_PATH}?etat=${outcome === 'unsubscribed' ? 'fait' : 'inconnu'}`)
}
