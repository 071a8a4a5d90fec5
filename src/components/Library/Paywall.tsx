import { Lock } from 'lucide-react'
import { getTranslations } from 'next-intl/server'

import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import { currentPath } from '@/lib/auth/guard'
import type { Unlock } from '@/lib/entitlements/gate'
import { accessLevelOf } from '@/lib/entitlements/gate'

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-forest-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 dark:bg-primary dark:text-on-primary dark:hover:bg-secondary'
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-full border border-line bg-surface px-6 text-sm font-semibold text-ink transition-colors hover:border-forest-600'

/**
 * What a viewer without the right sees instead of the body: sign in (members-only, or premium for a
 * visitor) or subscribe (a signed-in member on premium content). Comes back to this page afterwards.
 */
export async function Paywall({
  step,
  access,
  locale,
}: {
  step: Exclude<Unlock, 'none'>
  access: string
  locale: Locale
}) {
  const t = await getTranslations({ locale, namespace: 'library.paywall' })
  const back = encodeURIComponent(await currentPath('/'))
  const isPremium = accessLevelOf({ access }) === 'premium'
  const title =
    step === 'subscribe'
      ? t('subscribeTitle')
      : isPremium
        ? t('premiumSignInTitle')
        : t('signInTitle')
  const text =
    step === 'subscribe' ? t('subscribeText') : isPremium ? t('premiumSignInText') : t('signInText')
  return (
    <section
      aria-labelledby="paywall-title"
      className="relative mt-10 overflow-hidden rounded-3xl border border-forest-200 bg-gradient-to-br from-forest-50 to-surface p-8 sm:p-10 dark:border-forest-800 dark:from-forest-950 dark:to-surface"
    >
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-forest-700 text-white dark:bg-primary dark:text-on-primary">
        <Lock className="size-5" aria-hidden="true" />
      </span>
      <h2 id="paywall-title" className="mt-5 text-2xl font-semibold tracking-tight text-ink">
        {title}
      </h2>
      <p className="mt-3 max-w-xl leading-relaxed text-ink-soft">{text}</p>
      <div className="mt-7 flex flex-wrap gap-3">
        {step === 'subscribe' ? (
          <LocalizedLink href="/abonnement" locale={locale} className={primary}>
            {t('subscribe')}
          </LocalizedLink>
        ) : isPremium ? (
          <>
            <LocalizedLink href={`/auth?redirect=${back}`} locale={locale} className={primary}>
              {t('signIn')}
            </LocalizedLink>
            <LocalizedLink href="/abonnement" locale={locale} className={secondary}>
              {t('subscribe')}
            </LocalizedLink>
          </>
        ) : (
          <>
            <LocalizedLink
              href={`/register?tab=signup&redirect=${back}`}
              locale={locale}
              className={primary}
            >
              {t('signUp')}
            </LocalizedLink>
            <LocalizedLink href={`/auth?redirect=${back}`} locale={locale} className={secondary}>
              {t('signIn')}
            </LocalizedLink>
          </>
        )}
      </div>
    </section>
  )
}
