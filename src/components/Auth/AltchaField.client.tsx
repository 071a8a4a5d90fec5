'use client'

import type {} from 'altcha/types/react'
import { useLocale } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { toLocale, type Locale } from '@/i18n/locales'

/** ALTCHA's translation files for our languages. */
const widgetLanguages: Record<Locale, { code: string; load: () => Promise<unknown> }> = {
  fr: { code: 'fr-fr', load: () => import('altcha/i18n/fr-fr') },
  en: { code: 'en', load: () => import('altcha/i18n/en') },
  es: { code: 'es-es', load: () => import('altcha/i18n/es-es') },
  de: { code: 'de', load: () => import('altcha/i18n/de') },
  nl: { code: 'nl', load: () => import('altcha/i18n/nl') },
}

type Props = {
  /** Changing it gives a fresh challenge (a solution can be used once). */
  resetKey: number
  onExpired: () => void
  onError: () => void
}

/**
 * The self-hosted bot check (light theme, normal size, in the page's language). The widget solves
 * a proof of work from /api/altcha/challenge and puts its payload in the form field `altcha`.
 */
export function AltchaField({ resetKey, onExpired, onError }: Props) {
  const locale = toLocale(useLocale())
  const language = widgetLanguages[locale]
  const widget = useRef<HTMLElement>(null)
  const [isLoaded, setLoaded] = useState(false)
  const handlers = useRef({ onExpired, onError })
  useEffect(() => {
    handlers.current = { onExpired, onError }
  })

  useEffect(() => {
    let cancelled = false
    Promise.all([import('altcha'), language.load()])
      .then(() => {
        if (!cancelled) setLoaded(true)
      })
      .catch(() => handlers.current.onError())
    return () => {
      cancelled = true
    }
  }, [language])

  useEffect(() => {
    const element = widget.current
    if (!element || !isLoaded) return
    const onStateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state
      if (state === 'expired') handlers.current.onExpired()
      if (state === 'error') handlers.current.onError()
    }
    element.addEventListener('statechange', onStateChange)
    return () => element.removeEventListener('statechange', onStateChange)
  }, [isLoaded, resetKey])

  return (
    <div className="min-h-[4.25rem]">
      {isLoaded ? (
        <div key={resetKey}>
          <altcha-widget
            ref={widget}
            challenge="/api/altcha/challenge"
            name="altcha"
            language={language.code}
            configuration={JSON.stringify({ hideFooter: true, hideLogo: false })}
            style={{ '--altcha-max-width': '100%' } as React.CSSProperties}
          />
        </div>
      ) : null}
    </div>
  )
}
