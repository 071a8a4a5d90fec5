import { LeafMark } from '@/components/Brand/LeafMark'
import type { Locale } from '@/i18n/locales'

import { LocalizedLink } from './LocalizedLink'

/**
 * The logo: mark and brand name, back to the home page. Under 400 px the name is left to the link's
 * label (read by screen readers), so that the site header keeps its buttons on a phone's screen.
 */
export function BrandLink({
  brand,
  locale,
  label,
}: {
  brand: string
  locale: Locale
  label: string
}) {
  return (
    <LocalizedLink
      href="/"
      locale={locale}
      aria-label={label}
      className="flex shrink-0 items-center gap-2.5 rounded-md"
    >
      <LeafMark size={34} />
      <span className="text-[1.05rem] font-semibold tracking-tight text-forest-900 max-[399px]:sr-only dark:text-forest-100">
        {brand}
      </span>
    </LocalizedLink>
  )
}
