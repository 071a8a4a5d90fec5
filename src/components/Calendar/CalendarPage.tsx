import {
  CalendarDays,
  ChevronDown,
  Lock,
  Map as MapIcon,
  Orbit,
  SlidersHorizontal,
} from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { JsonLd } from '@/components/Site/JsonLd'
import { LocalizedLink } from '@/components/Site/LocalizedLink'
import type { Locale } from '@/i18n/locales'
import { getViewer } from '@/lib/auth/server'
import {
  CALENDAR_PATH,
  calendarCategories,
  calendarHref,
  categoryColours,
  monthName,
  MONTHS,
  parisMonth,
  parisYear,
  readCalendarState,
  toggleCategory,
  visibleMonths,
  type CalendarState,
  type CalendarView,
  type Month,
} from '@/lib/calendar'
import { getCalendarCards, visibleCards, type CalendarCard } from '@/lib/calendar/server'
import { cn } from '@/lib/platform/utils/cn'
import { pageContext } from '@/components/Site/page-context'

import { ChipStrip } from './ChipStrip.client'
import { MapView, MonthEntries } from './CalendarViews'
import { LockedMonth } from './LockedMonth'
import { SkyPanel } from './SkyPanel'
import { YearWheel } from './YearWheel'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function calendarMetadata(params: Params): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.calendar' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: CALENDAR_PATH,
  })
}

const chip =
  'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700'
const chipOff = 'border-line bg-surface text-ink hover:border-forest-600'
const chipOn =
  'border-forest-700 bg-forest-700 text-white dark:border-primary dark:bg-primary dark:text-on-primary'

const viewIcons: Record<CalendarView, typeof CalendarDays> = {
  calendar: CalendarDays,
  wheel: Orbit,
  map: MapIcon,
}

function inMonth(cards: CalendarCard[], month: Month) {
  return cards.filter((card) => card.months.includes(month))
}

/**
 * The forest calendar: one page, three views of the same entries (calendar, year wheel, map), the
 * month and the categories kept when switching, each state its own address. Everything is decided and
 * drawn on the server; the entries of months the viewer may not open never reach the page — only
 * their number, on the locked month's panel.
 */
export async function CalendarPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const context = await pageContext(params)
  const locale: Locale = context.locale
  const now = new Date()
  const currentMonth = parisMonth(now)
  const [t, all, viewer, query] = await Promise.all([
    getTranslations({ locale, namespace: 'calendar' }),
    getCalendarCards(locale),
    getViewer(),
    searchParams,
  ])
  const state = readCalendarState(query, currentMonth)
  const open = visibleMonths(viewer, now)
  const lockedMonths = MONTHS.filter((month) => !open.includes(month))
  const isLocked = lockedMonths.includes(state.month)
  // From here on only what this viewer may see is used: nothing else can reach the page by mistake.
  const cards = visibleCards(all, viewer, now)
  const chosen = (list: CalendarCard[]) =>
    state.categories.length ? list.filter((card) => state.categories.includes(card.category)) : list
  const lockedCount = isLocked ? chosen(inMonth(all, state.month)).length : 0
  const href = (change: Partial<CalendarState>) =>
    calendarHref({ ...state, ...change }, currentMonth)
  const monthTitle = monthName(state.month, locale, true)
  const lockedPanel = (
    <LockedMonth
      title={t('locked.title', { month: monthTitle })}
      count={lockedCount}
      viewer={viewer}
      locale={locale}
    />
  )

  const categoryChips = (
    <ul className="flex flex-wrap gap-2">
      <li>
        <LocalizedLink
          href={href({ categories: [] })}
          locale={locale}
          aria-current={state.categories.length === 0 ? 'true' : undefined}
          className={cn(chip, 'min-h-9 px-3', state.categories.length === 0 ? chipOn : chipOff)}
        >
          {t('filters.all')}
        </LocalizedLink>
      </li>
      {calendarCategories.map((category) => {
        const isOn = state.categories.includes(category)
        return (
          <li key={category}>
            <LocalizedLink
              href={href({ categories: toggleCategory(state.categories, category) })}
              locale={locale}
              aria-current={isOn ? 'true' : undefined}
              className={cn(chip, 'min-h-9 px-3', isOn ? chipOn : chipOff)}
            >
              <span
                aria-hidden="true"
                className="size-2.5 rounded-full"
                style={{ backgroundColor: categoryColours[category] }}
              />
              {t(`categories.${category}`)}
            </LocalizedLink>
          </li>
        )
      })}
    </ul>
  )

  return (
    <>
      <JsonLd
        data={context.jsonLd({
          title: t('title'),
          canonicalPath: CALENDAR_PATH,
          jsonLd: {
            '@context': 'https://schema.org',
            '@type': 'CollectionPage',
            name: t('title'),
            description: t('intro'),
            inLanguage: locale,
          },
        })}
      />
      <div className="mx-auto max-w-7xl px-4 pt-8 pb-24 sm:px-6 sm:pt-14 lg:px-8 lg:pt-20">
        <header className="max-w-3xl">
          <p className="text-sm font-semibold tracking-[0.16em] text-link uppercase">
            {t('title')}
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-forest-900 sm:mt-3 sm:text-5xl dark:text-forest-50">
            {t('monthHeading', { month: monthName(state.month, locale) })}
          </h1>
          <p className="mt-3 leading-relaxed text-ink-soft sm:mt-5 sm:text-lg">{t('intro')}</p>
        </header>

        {/* On a phone each row of chips is one line that scrolls sideways, and the categories fold
            under « Filtrer », so that the month's first entries show on the first screen. */}
        <nav aria-label={t('views.label')} className="mt-6 sm:mt-10">
          <ChipStrip>
            {(['calendar', 'wheel', 'map'] as const).map((view) => {
              const Icon = viewIcons[view]
              const isCurrent = view === state.view
              return (
                <li key={view}>
                  <LocalizedLink
                    href={href({ view, place: null })}
                    locale={locale}
                    aria-current={isCurrent ? 'page' : undefined}
                    className={cn(chip, isCurrent ? chipOn : chipOff)}
                  >
                    <Icon className="size-4" aria-hidden="true" />
                    {t(`views.${view}`)}
                  </LocalizedLink>
                </li>
              )
            })}
          </ChipStrip>
        </nav>

        <nav aria-label={t('months.label')} className="mt-3 sm:mt-6">
          <ChipStrip>
            {MONTHS.map((month) => {
              const isCurrent = month === state.month
              const isMonthLocked = lockedMonths.includes(month)
              const name = monthName(month, locale, true)
              return (
                <li key={month}>
                  <LocalizedLink
                    href={href({ month, place: null })}
                    locale={locale}
                    aria-current={isCurrent ? 'true' : undefined}
                    aria-label={isMonthLocked ? t('months.locked', { month: name }) : undefined}
                    className={cn(chip, 'min-h-9 px-3', isCurrent ? chipOn : chipOff)}
                  >
                    {isMonthLocked ? <Lock className="size-3.5" aria-hidden="true" /> : null}
                    {name}
                    {month === currentMonth ? (
                      <span className="sr-only"> ({t('months.current')})</span>
                    ) : null}
                  </LocalizedLink>
                </li>
              )
            })}
          </ChipStrip>
        </nav>

        <details className="group mt-3 sm:hidden">
          <summary className="inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-medium text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            {t('filters.toggle')}
            {state.categories.length ? (
              <span className="text-ink-soft">
                · {state.categories.map((category) => t(`categories.${category}`)).join(', ')}
              </span>
            ) : null}
            <ChevronDown
              className="size-4 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              aria-hidden="true"
            />
          </summary>
          <nav aria-label={t('filters.label')} className="mt-3">
            {categoryChips}
          </nav>
        </details>
        <nav aria-label={t('filters.label')} className="mt-4 hidden sm:block">
          {categoryChips}
        </nav>

        <div className="mt-6 sm:mt-10">
          {state.view === 'calendar' ? (
            <div className="grid gap-10">
              {isLocked ? (
                lockedPanel
              ) : (
                <MonthEntries
                  cards={chosen(inMonth(cards, state.month))}
                  month={state.month}
                  locale={locale}
                />
              )}
              <SkyPanel year={parisYear(now)} month={state.month} locale={locale} />
            </div>
          ) : null}

          {state.view === 'wheel' ? (
            <div className="grid gap-10">
              <YearWheel
                cards={chosen(cards)}
                selectedMonth={state.month}
                lockedMonths={lockedMonths}
                monthHref={(month) => href({ month })}
                locale={locale}
              />
              {isLocked ? lockedPanel : null}
            </div>
          ) : null}

          {state.view === 'map' ? (
            isLocked ? (
              lockedPanel
            ) : (
              <MapView
                cards={chosen(inMonth(cards, state.month))}
                state={state}
                href={href}
                locale={locale}
              />
            )
          ) : null}
        </div>
      </div>
    </>
  )
}
