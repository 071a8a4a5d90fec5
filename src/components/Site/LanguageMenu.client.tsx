'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'

import { locales, type Locale } from '@/i18n/locales'
import { cx } from '@/lib/platform/utils/cx'

import { LanguageRow } from './LanguageRow'

/**
 * The language selector's menu (./LanguageSelector.client.tsx), loaded the first time the selector is
 * used and opened at once; from then on it is the selector's button.
 */
export default function LanguageMenu({
  triggerClass,
  triggerContent,
  current,
  onChoose,
}: {
  triggerClass: string
  triggerContent: ReactNode
  current: Locale
  onChoose: (locale: Locale) => void
}) {
  const t = useTranslations('language')
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={cx(triggerClass, '[@media(scripting:none)]:hidden')}>
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
              onSelect={() => onChoose(locale)}
              className="flex cursor-pointer items-center gap-3 rounded-md px-2.5 py-2 text-sm text-ink outline-none data-[highlighted]:bg-surface-muted"
            >
              <LanguageRow locale={locale} isCurrent={locale === current} />
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
