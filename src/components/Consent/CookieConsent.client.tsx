'use client'

import { Cookie, X } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useState } from 'react'
import { toast } from '@/components/ui/toast'

import { setCookieChoice } from '@/components/Site/floating-layer'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import {
  ALL_CATEGORIES,
  CONSENT_BANNER_DELAY_MS,
  ESSENTIAL_ONLY,
  OPEN_CONSENT_PREFERENCES_EVENT,
  readBrowserConsent,
  type ConsentAction,
  type ConsentCategories,
} from '@/lib/consent/shared'
import { forgetRefusedStorage } from '@/lib/consent/storage'

import { decide } from './decisions'

// Loaded when used (docs/performance.md): the preferences dialog when opened, the fingerprint
// collector only for a visitor who allowed analytical cookies.
const ConsentPreferences = lazy(() =>
  import('./ConsentPreferences.client').then((module) => ({ default: module.ConsentPreferences })),
)
const sendFingerprintOncePerVisit = () =>
  import('./collect-fingerprint.client').then((module) => module.sendFingerprintOncePerVisit())

/** The 'Accès refusé' notice stays 5 s (docs/behaviour.md › Bot check and risk scoring). */
const BLOCKED_NOTICE_MS = 5_000

/**
 * The cookie consent (docs/behaviour.md › Cookie consent and privacy): the banner, the preferences
 * dialog (also opened by the footer's "Gérer les cookies"), and what analytical consent allows, the
 * device fingerprint.
 */
export function CookieConsent() {
  const t = useTranslations('consent')
  const security = useTranslations('security')
  const locale = toLocale(useLocale())
  const [isBannerVisible, setBannerVisible] = useState(false)
  const [preferences, setPreferences] = useState<ConsentCategories | null>(null)
  const [isSaving, setSaving] = useState(false)

  useEffect(() => {
    const consent = readBrowserConsent()
    // Anything stored before consent, or kept from a category since refused, goes.
    forgetRefusedStorage(consent)
    // Undecided: the banner comes first and alone; the rest of what floats waits for it.
    setCookieChoice(consent ? 'settled' : 'open')
    if (!consent) {
      const timer = setTimeout(() => setBannerVisible(true), CONSENT_BANNER_DELAY_MS)
      return () => clearTimeout(timer)
    }
    if (!consent.categories.analytical) return
    let isCurrent = true
    void sendFingerprintOncePerVisit().then((outcome) => {
      if (isCurrent && outcome.kind === 'blocked')
        toast.error(security('accessDenied'), {
          description: outcome.reason || security('defaultReason'),
          duration: BLOCKED_NOTICE_MS,
        })
    })
    return () => {
      isCurrent = false
    }
  }, [security])

  useEffect(() => {
    const open = () => setPreferences(readBrowserConsent()?.categories ?? ESSENTIAL_ONLY)
    window.addEventListener(OPEN_CONSENT_PREFERENCES_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_PREFERENCES_EVENT, open)
  }, [])

  async function choose(action: ConsentAction, categories: ConsentCategories) {
    setSaving(true)
    const { analyticalChanged } = await decide(action, categories)
    // Accepting all reloads; otherwise reload when the analytical choice changed.
    if (action === 'accept-all' || analyticalChanged) {
      window.location.reload()
      return
    }
    setSaving(false)
    setBannerVisible(false)
    setCookieChoice('settled')
    setPreferences(null)
    toast.success(t('saved'))
  }

  return (
    <>
      {isBannerVisible ? (
        <section
          aria-labelledby="cookie-banner-title"
          data-cookie-banner
          className="fixed inset-x-3 bottom-3 z-(--layer-cookie) max-h-[calc(100vh-1.5rem)] overflow-y-auto rounded-2xl border border-line bg-surface p-4 shadow-[0_12px_40px_-12px_rgba(8,23,15,0.35)] sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[min(40rem,calc(100vw-3rem))] sm:p-6"
        >
          <button
            type="button"
            onClick={() => {
              setBannerVisible(false)
              // Closed without a choice: the banner is gone for this page, the rest may show.
              setCookieChoice('settled')
            }}
            aria-label={t('banner.close')}
            className="absolute top-2.5 right-2.5 inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink-soft hover:bg-surface-muted sm:top-4 sm:right-4"
          >
            <X className="size-5" aria-hidden="true" />
          </button>
          <div className="flex items-start gap-3">
            <span className="mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full bg-forest-50 text-forest-700 sm:inline-flex dark:bg-forest-900 dark:text-forest-100">
              <Cookie className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 id="cookie-banner-title" className="pr-10 text-lg font-semibold text-ink">
                {t('banner.title')}
              </h2>
              <p className="mt-2 text-sm leading-relaxed text-ink-soft sm:pr-6 sm:text-[0.94rem]">
                {t('banner.text')}{' '}
                <a
                  href={localizedHref('/politique-cookies', locale)}
                  className="font-medium text-link underline underline-offset-4"
                >
                  {t('banner.policy')}
                </a>
              </p>
            </div>
          </div>
          <div className="mt-4 flex flex-col gap-2.5 sm:mt-5 sm:flex-row sm:gap-3 sm:flex-wrap sm:items-center">
            {/* Refusing is exactly as prominent as accepting: same size, same style. */}
            <Button
              type="button"
              className="sm:flex-1"
              disabled={isSaving}
              onClick={() => choose('accept-all', ALL_CATEGORIES)}
            >
              {t('acceptAll')}
            </Button>
            <Button
              type="button"
              className="sm:flex-1"
              disabled={isSaving}
              onClick={() => choose('essentials', ESSENTIAL_ONLY)}
            >
              {t('essentialsOnly')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={isSaving}
              onClick={() => setPreferences(readBrowserConsent()?.categories ?? ESSENTIAL_ONLY)}
            >
              {t('customise')}
            </Button>
          </div>
        </section>
      ) : null}
      {preferences ? (
        <Suspense fallback={null}>
          <ConsentPreferences
            initial={preferences}
            isSaving={isSaving}
            onSave={(categories) => choose('custom', categories)}
            onCancel={() => setPreferences(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
