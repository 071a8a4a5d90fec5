'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { toast, Toaster } from 'sonner'

import { localeLabels, toLocale } from '@/i18n/locales'

import { LANGUAGE_TOAST_KEY } from './LanguageSelector.client'

/** The page's toasts, and the one confirming a language change ("Langue: …", spec §8). */
export function Toasts() {
  const t = useTranslations('language')
  const locale = toLocale(useLocale())

  useEffect(() => {
    let changedTo: string | null = null
    try {
      changedTo = sessionStorage.getItem(LANGUAGE_TOAST_KEY)
      sessionStorage.removeItem(LANGUAGE_TOAST_KEY)
    } catch {
      return
    }
    if (changedTo !== locale) return
    toast(t('toastTitle', { label: localeLabels[locale] }), {
      description: locale === 'fr' ? t('original') : t('machine'),
    })
  }, [locale, t])

  return (
    <Toaster
      position="bottom-center"
      closeButton
      richColors
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
