/**
 * Price arithmetic and display, shared by the landing, the subscription page and the tests. Pure.
 */
import type { Locale } from '@/i18n/locales'

export type PricedPlan = {
  code: string
  priceCents: number
  currency: string
  interval?: 'month' | 'year' | null
  active?: boolean | null
}

/** What a paid plan costs per month, in cents (a yearly plan spread over twelve months). */
export function monthlyEquivalentCents(plan: PricedPlan): number | null {
  if (plan.priceCents <= 0 || !plan.interval) return null
  return plan.interval === 'year' ? Math.round(plan.priceCents / 12) : plan.priceCents
}

/** The cheapest monthly equivalent among active paid plans: the landing's "à partir de". */
export function startingMonthlyPrice(
  plans: PricedPlan[],
): { cents: number; currency: string } | null {
  let best: { cents: number; currency: string } | null = null
  for (const plan of plans) {
    if (plan.active === false) continue
    const cents = monthlyEquivalentCents(plan)
    if (cents !== null && (best === null || cents < best.cents))
      best = { cents, currency: plan.currency }
  }
  return best
}

const numberLocales: Record<Locale, string> = {
  fr: 'fr-FR',
  en: 'en-IE',
  es: 'es-ES',
  de: 'de-DE',
  nl: 'nl-NL',
}

/** A price as each language writes it: "7 €", "€7", "9,90 €", "€ 9,90"; no decimals for whole euros. */
export function formatPrice(cents: number, currency: string, locale: Locale): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat(numberLocales[locale], {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100)
}
