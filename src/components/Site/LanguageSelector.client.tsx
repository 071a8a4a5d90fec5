'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check, ChevronDown } from 'lucide-react'
import { usePathname, useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'

import { localeLabels, locales, toLocale, type Locale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { cn } from '@/lib/platform/utils/cn'

import { Flag } from './Flag'
import { rememberLanguage } from './preferences'

export const LANGUAGE_TOAST_KEY = 'language-toast'

/** One language of the list: its flag, its name, a check mark on the current one. */
function LanguageRow({ locale, isCurrent }: { locale: Locale; isCurrent: boolean }) {
  return (
    <>
      <Flag
        locale={locale}
        className="h-3.5 w-5 rounded-[2px] shadow-[0_0_0_1px_rgba(0,0,0,0.08)]"
      />
      <span className="flex-1">{localeLabels[locale]}</span>
      {isCurrent ? <Check className="size-4 text-secondary" aria-hidden="true" /> : null}
    </>
  )
}

/** The language selector (flag + name). A choice is remembered and announced by a toast on the new page. */
export function LanguageSelector({ compact = false }: { compact?: boolean }) {
  const t = useTranslations('language')
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
      <span aria-hidden="true" className={cn(compact && 'hidden')}>
        {current.toUpperCase()}
      </span>
      <ChevronDown className="size-3.5 opacity-60" aria-hidden="true" />
    </>
  )

  return (
    <>
      {/* Without script (CSS scripting: none): a native disclosure with one link per language. */}
      <details className="relative hidden [@media(scripting:none)]:block">
        <summary
          className={cn(
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
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={cn(triggerClass, '[@media(scripting:none)]:hidden')}>
          {triggerContent}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-[var(--radius-base)] border border-line bg-surface p-1 shadow-lg"
          >
            <DropdownMenu.Label className="px-2.5 py-1.5 text-xs font-medium tracking-wide text-ink-soft uppercase">
              {t('label')}
            </DropdownMenu.Label>
            {locales.map((locale) => (
              <DropdownMenu.Item
                key={locale}
                lang={locale}
                onSelect={() => choose(locale)}
                className="flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted"
              >
                <LanguageRow locale={locale} isCurrent={locale === current} />
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  )
}
