'use client'

import { ChevronDown } from 'lucide-react'
import { usePathname, useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { lazy, Suspense } from 'react'

import { useLoadOnFirstUse } from '@/components/ui/use-load-on-first-use'
import { localeLabels, locales, toLocale, type Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { cx } from '@/lib/platform/utils/cx'

import { Flag } from './Flag'
import { LanguageRow } from './LanguageRow'
import { rememberLanguage } from './preferences'

export const LANGUAGE_TOAST_KEY = 'language-toast'

/** The menu (and its positioning code) travels only to those who open it (docs/performance.md). */
const loadMenu = () => import('./LanguageMenu.client')
const LanguageMenu = lazy(loadMenu)

/**
 * The language selector (flag + name). A choice is remembered and announced by a toast on the new page.
 * Until it is first used, the button is a plain one that loads the menu, which then opens at once.
 */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('language')
  const { isWanted, want, preload } = useLoadOnFirstUse(loadMenu)
  const current = toLocale(useLocale())
  const pathname = usePathname()
  const searchParams = useSearchParams()

  function choose(locale: Locale) {
    rememberLanguage(locale)
    if (locale === current) return
    try {
      sessionStorage.setItem(LANGUAGE_TOAST_KEY, locale)
    } catch {
      // No toast without session storage; the page still changes language.
    }
    // A full load: the new language's page is rendered by the server.
    const target = hrefFor(locale) + window.location.hash
    window.location.assign(target)
  }

  const search = searchParams.toString()
  const hrefFor = (locale: Locale) =>
    localizedHref(`${pathname}${search ? `?${search}` : ''}`, locale)
  const triggerClass =
    'inline-flex h-10 items-center gap-2 rounded-[var(--radius-base)] px-2.5 text-sm font-medium text-ink hover:bg-surface-muted'

  const triggerContent = (
    <>
      <Flag
        locale={current}
        className="h-3.5 w-5 rounded-[2px] shadow-[0_0_0_1px_rgba(0,0,0,0.08)]"
      />
      <span className="sr-only">{`${t('choose')} (${localeLabels[current]})`}</span>
      {/* On a phone the flag alone: the header must keep its menu button on screen (360 px). */}
      <span aria-hidden="true" className={cx(compact ? 'hidden' : 'hidden sm:inline')}>
        {current.toUpperCase()}
      </span>
      <ChevronDown className="hidden size-3.5 opacity-60 sm:block" aria-hidden="true" />
    </>
  )

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={want}
      className={cx(triggerClass, '[@media(scripting:none)]:hidden')}
    >
      {triggerContent}
    </button>
  )

  return (
    <>
      {/* Without script (CSS scripting: none): a native disclosure with one link per language. */}
      <details className="relative hidden [@media(scripting:none)]:block">
        <summary
          className={cx(
            triggerClass,
            'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
          )}
        >
          {triggerContent}
        </summary>
        <ul className="absolute top-full right-0 z-50 mt-1.5 min-w-44 rounded-[var(--radius-base)] border border-line bg-surface p-1 shadow-lg">
          {locales.map((locale) => (
            <li key={locale}>
              <a
                href={hrefFor(locale)}
                lang={locale}
                hrefLang={locale}
                aria-current={locale === current ? 'true' : undefined}
                className="flex items-center gap-3 rounded-md px-2.5 py-2 text-sm text-ink hover:bg-surface-muted"
              >
                <LanguageRow locale={locale} isCurrent={locale === current} />
              </a>
            </li>
          ))}
        </ul>
      </details>
      {isWanted ? (
        <Suspense fallback={placeholder}>
          <LanguageMenu
            triggerClass={triggerClass}
            triggerContent={triggerContent}
            current={current}
            onChoose={choose}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </>
  )
}
