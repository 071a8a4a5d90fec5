import { Check } from 'lucide-react'

import { localeLabels, type Locale } from '@/i18n/locales'

import { Flag } from './Flag'

/** One language of the selector's list: its flag, its name, a check mark on the current one. */
export function LanguageRow({ locale, isCurrent }: { locale: Locale; isCurrent: boolean }) {
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
