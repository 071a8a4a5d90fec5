'use client'

import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

import {
  isToasterWanted,
  markToasterMounted,
  subscribeToToaster,
  toast,
} from '@/components/ui/toast'

import { localeLabels, toLocale } from '@/i18n/locales'
import { FLASH_COOKIE } from '@/lib/auth/constants'
import { deleteBrowserCookie } from '@/lib/consent/storage'

import { LANGUAGE_TOAST_KEY } from './LanguageSelector.client'

/** Reads and forgets the one-time message a server action left for this page (login, logout, deletion). */
function takeFlash(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${FLASH_COOKIE}=([^;]*)`))
  if (!match) return null
  deleteBrowserCookie(FLASH_COOKIE)
  return decodeURIComponent(match[1] ?? '')
}

// sonner, fetched with the first toast of the page (components/ui/toast.ts).
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })))

/** Placed after the Toaster: its effect runs once the Toaster's own effects have subscribed. */
function ToasterMounted() {
  useEffect(markToasterMounted, [])
  return null
}

/** The page's toasts: language change ("Langue: …"), login, logout and account deletion. */
export function Toasts({ brand }: { brand: string }) {
  const t = useTranslations('language')
  const auth = useTranslations('auth')
  const member = useTranslations('member')
  const locale = toLocale(useLocale())

  useEffect(() => {
    const flash = takeFlash()
    if (flash === 'login') {
      toast.success(auth('login.successTitle'), {
        description: auth('login.successText', { brand }),
      })
    } else if (flash === 'logout') {
      toast.success(auth('logout.successTitle'), {
        description: auth('logout.successText', { brand }),
      })
    } else if (flash === 'accountDeleted') {
      toast.success(member('delete.doneTitle'), { description: member('delete.doneText') })
    }
  }, [auth, member, brand])

  useEffect(() => {
    let changedTo: string | null = null
    try {
      changedTo = sessionStorage.getItem(LANGUAGE_TOAST_KEY)
      sessionStorage.removeItem(LANGUAGE_TOAST_KEY)
    } catch {
      return
    }
    if (changedTo !== locale) return
    // Said only when true of the page in view (src/components/Library/TranslationNotice.tsx): French
    // or a text not yet translated is the original; a machine translation says so; a person's
    // translation needs no remark.
    const state = document.querySelector('[data-translation]')?.getAttribute('data-translation')
    const description =
      locale === 'fr' || state === 'untranslated'
        ? t('original')
        : state === 'machine'
          ? t('machine')
          : undefined
    toast(t('toastTitle', { label: localeLabels[locale] }), { description })
  }, [locale, t])

  const isWanted = useSyncExternalStore(subscribeToToaster, isToasterWanted, () => false)
  if (!isWanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-center"
        // Above the bottom dock (./FloatingDock.client.tsx): a toast never lies over the offer.
        offset={{ bottom: 'calc(var(--dock-height, 0px) + 24px)' }}
        mobileOffset={{ bottom: 'calc(var(--dock-height, 0px) + 16px)' }}
        closeButton
        richColors
        toastOptions={{ className: 'font-sans' }}
      />
      <ToasterMounted />
    </Suspense>
  )
}
