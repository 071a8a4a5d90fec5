'use server'

import { notFound, redirect } from 'next/navigation'
import { getLocale } from 'next-intl/server'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { formString } from '@/lib/auth/schemas'
import { BOT_CHECK_FIELD, verifyBotCheck } from '@/lib/bot-check/altcha'
import { BOT_CHECK_TEST_PATH, isBotCheckTestPageEnabled } from '@/lib/bot-check/test-page'
import { getEnv } from '@/lib/platform/config/env'

/** Verifies the test page's widget payload and shows the outcome (never in production). */
export async function verifyBotCheckTestAction(form: FormData): Promise<void> {
  if (!isBotCheckTestPageEnabled(getEnv())) notFound()
  const outcome = await verifyBotCheck(formString(form, BOT_CHECK_FIELD))
  redirect(localizedHref(`${BOT_CHECK_TEST_PATH}?resultat=${outcome}`, toLocale(await getLocale())))
}
