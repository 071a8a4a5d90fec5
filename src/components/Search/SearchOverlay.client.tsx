/**
 * Kept whole: one dialog whose field, results and keyboard selection share their state.
 */
'use client'

import * as Dialog from '@radix-ui/react-dialog'
import {
  ArrowDown,
  ArrowUp,
  BookOpen,
  CalendarDays,
  CornerDownLeft,
  FileText,
  GraduationCap,
  Landmark,
  Leaf,
  Loader2,
  Lock,
  PlayCircle,
  Search,
  X,
} from 'lucide-react'
import { useLocale, useMessages, useTranslations } from 'next-intl'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { MAX_RESULTS, SEARCH_PATH, searchPages, type SearchablePage } from '@/lib/search/normalize'
import { cn } from '@/lib/platform/utils/cn'

const DEBOUNCE_MS = 300

type ContentType = 'articles' | 'videos' | 'formations' | 'routines' | 'discoveries' | 'calendar'

type ContentResult = {
  type: ContentType
  href: string
  title: string
  description: string
  isLocked: boolean
}

type Result = (SearchablePage & { kind: 'page' }) | (ContentResult & { kind: 'content' })

const typeIcons: Record<ContentType, typeof FileText> = {
  articles: BookOpen,
  videos: PlayCircle,
  formations: GraduationCap,
  routines: Leaf,
  discoveries: Landmark,
  calendar: CalendarDays,
}

/** The library's matches from the server (titles and excerpts only), for the settled term. */
function useContentResults(term: string, lang: string) {
  const [found, setFound] = useState<{ term: string; results: ContentResult[] }>({
    term: '',
    results: [],
  })
  useEffect(() => {
    if (!term) return
    const controller = new AbortController()
    fetch(`/api/search?${new URLSearchParams({ q: term, lang })}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then((response) => (response.ok ? response.json() : { results: [] }))
      .then((body: { results?: ContentResult[] }) =>
        setFound({ term, results: body.results ?? [] }),
      )
      // A failed search shows the pages found so far; an aborted one was replaced by a newer term.
      .catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          setFound({ term, results: [] })
      })
    return () => controller.abort()
  }, [term, lang])
  return found
}

type Messages = {
  nav: Record<string, string>
  footer: Record<string, string>
  meta: { siteDescription: string; home: { title: string } }
  searchPages: Record<string, string>
}

/** The site's own pages, in the current language, searchable without a round trip. */
function useStaticPages(): SearchablePage[] {
  const locale = toLocale(useLocale())
  const messages = useMessages() as unknown as Messages
  return useMemo(() => {
    const describe = (key: string) => messages.searchPages[key] ?? ''
    const page = (href: string, title: string, key: string): SearchablePage => ({
      href: localizedHref(href, locale),
      title,
      description: describe(key),
    })
    return [
      page('/', messages.meta.home.title, 'home'),
      page('/#contenus', messages.nav.contents ?? '', 'contents'),
      page('/#tarifs', messages.nav.pricing ?? '', 'pricing'),
      page('/#faq', messages.nav.faq ?? '', 'faq'),
      page('/articles', messages.nav.articles ?? '', 'articles'),
      page('/videos', messages.nav.videos ?? '', 'videos'),
      page('/formations', messages.nav.formations ?? '', 'formations'),
      page('/routines', messages.nav.routines ?? '', 'routines'),
      page('/decouvertes', messages.nav.discoveries ?? '', 'discoveries'),
      page('/calendrier-foret', messages.nav.calendar ?? '', 'calendar'),
      page('/abonnement', messages.nav.subscription ?? '', 'subscription'),
      page('/contact', messages.nav.contact ?? '', 'contact'),
      page('/mentions-legales', messages.footer.mentionsLegales ?? '', 'mentionsLegales'),
      page('/cgu', messages.footer.cgu ?? '', 'cgu'),
      page('/cgv', messages.footer.cgv ?? '', 'cgv'),
      page('/politique-confidentialite', messages.footer.privacy ?? '', 'privacy'),
      page('/politique-cookies', messages.footer.cookies ?? '', 'cookies'),
    ]
  }, [locale, messages])
}

/**
 * The global search overlay (docs/behaviour.md › Search overlay): suggestion chips, 300 ms debounce
 * on the trimmed term, at most eight results with the site's pages first, arrow keys and Enter,
 * Escape or a click outside to close.
 */
export function SearchOverlay({ brand, onClose }: { brand: string; onClose: () => void }) {
  const t = useTranslations('search')
  const locale = toLocale(useLocale())
  const pages = useStaticPages()
  const [term, setTerm] = useState('')
  const [settled, setSettled] = useState('')
  const [active, setActive] = useState(0)
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    const timer = setTimeout(() => setSettled(term.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [term])

  const content = useContentResults(settled, locale)
  const isSearching = term.trim() !== settled || (settled !== '' && content.term !== settled)
  // The site's pages first, then the library, eight at most.
  const results = useMemo((): Result[] => {
    const pageResults = searchPages(pages, settled).map((page) => ({
      ...page,
      kind: 'page' as const,
    }))
    const contentResults =
      content.term === settled
        ? content.results.map((result) => ({ ...result, kind: 'content' as const }))
        : []
    return [...pageResults, ...contentResults].slice(0, MAX_RESULTS)
  }, [pages, settled, content])

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && results.length) {
      event.preventDefault()
      setActive((index) => (index + 1) % results.length)
    } else if (event.key === 'ArrowUp' && results.length) {
      event.preventDefault()
      setActive((index) => (index - 1 + results.length) % results.length)
    } else if (event.key === 'Enter' && results[active]) {
      event.preventDefault()
      window.location.assign(results[active].href)
    }
  }

  const chips = ['meditation', 'forestTherapy', 'breathing', 'nature'] as const

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-950/45 backdrop-blur-[2px]" />
        <Dialog.Content
          className="fixed top-[8vh] left-1/2 z-50 flex max-h-[80vh] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl focus:outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            inputRef.current?.focus()
          }}
        >
          <Dialog.Title className="sr-only">{t('open')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('placeholder', { brand })}</Dialog.Description>
          <div className="flex items-center gap-3 border-b border-line px-4">
            <Search className="size-5 shrink-0 text-ink-soft" aria-hidden="true" />
            <input
              ref={inputRef}
              type="search"
              value={term}
              onChange={(event) => {
                setTerm(event.target.value)
                setActive(0)
              }}
              onKeyDown={onKeyDown}
              placeholder={t('placeholder', { brand })}
              aria-label={t('placeholder', { brand })}
              aria-controls={listId}
              aria-activedescendant={results[active] ? `${listId}-${active}` : undefined}
              role="combobox"
              aria-expanded={results.length > 0}
              autoComplete="off"
              maxLength={200}
              className="search-field h-14 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-soft"
            />
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-md text-ink-soft hover:bg-surface-muted"
              aria-label={t('hintClose')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="min-h-40 overflow-y-auto p-3">
            {term.trim() === '' ? (
              <div className="p-2">
                <p className="mb-3 text-xs font-medium tracking-wide text-ink-soft uppercase">
                  {t('suggestions')}
                </p>
                <div className="flex flex-wrap gap-2">
                  {chips.map((chip) => (
                    <button
                      key={chip}
                      type="button"
                      onClick={() => {
                        setTerm(t(`chips.${chip}`))
                        inputRef.current?.focus()
                      }}
                      className="rounded-full border border-line bg-surface-muted px-3.5 py-1.5 text-sm text-ink hover:border-primary"
                    >
                      {t(`chips.${chip}`)}
                    </button>
                  ))}
                </div>
              </div>
            ) : isSearching ? (
              <p className="flex items-center gap-2 p-4 text-sm text-ink-soft" role="status">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {t('searching')}
              </p>
            ) : results.length === 0 ? (
              <div className="p-6 text-center" role="status">
                <p className="font-medium text-ink">{t('empty', { term: settled })}</p>
                <p className="mt-1 text-sm text-ink-soft">{t('emptyHint')}</p>
              </div>
            ) : (
              <ul id={listId} role="listbox" aria-label={t('results', { count: results.length })}>
                {results.map((result, index) => {
                  const Icon = result.kind === 'page' ? FileText : typeIcons[result.type]
                  const startsGroup = index === 0 || results[index - 1]?.kind !== result.kind
                  return (
                    <li
                      key={`${result.kind}:${result.href}`}
                      id={`${listId}-${index}`}
                      role="option"
                      aria-selected={index === active}
                    >
                      {startsGroup ? (
                        <span
                          aria-hidden="true"
                          className="block px-2 pt-2 pb-2 text-xs font-medium tracking-wide text-ink-soft uppercase"
                        >
                          {result.kind === 'page' ? t('pages') : t('contents')}
                        </span>
                      ) : null}
                      <a
                        href={result.href}
                        onMouseEnter={() => setActive(index)}
                        className={cn(
                          'flex items-start gap-3 rounded-lg px-3 py-2.5',
                          index === active ? 'bg-surface-muted' : 'hover:bg-surface-muted',
                        )}
                      >
                        <Icon
                          className="mt-0.5 size-4 shrink-0 text-secondary"
                          aria-hidden="true"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="flex items-center gap-2 font-medium text-ink">
                            {result.title}
                            {result.kind === 'content' && result.isLocked ? (
                              <span className="inline-flex items-center gap-1 rounded-full bg-surface-muted px-2 py-0.5 text-[0.7rem] font-semibold text-ink-soft">
                                <Lock className="size-3" aria-hidden="true" />
                                {t('locked')}
                              </span>
                            ) : null}
                          </span>
                          {result.description ? (
                            <span className="line-clamp-1 text-sm text-ink-soft">
                              {result.kind === 'content' ? `${t(`types.${result.type}`)} · ` : ''}
                              {result.description}
                            </span>
                          ) : null}
                        </span>
                      </a>
                    </li>
                  )
                })}
              </ul>
            )}
            {settled ? (
              <a
                href={localizedHref(
                  `${SEARCH_PATH}?${new URLSearchParams({ q: settled })}`,
                  locale,
                )}
                className="mt-1 block rounded-lg px-3 py-2.5 text-sm font-medium text-link hover:bg-surface-muted"
              >
                {t('seeAll')}
              </a>
            ) : null}
          </div>

          <div className="flex items-center gap-4 border-t border-line px-4 py-2.5 text-xs text-ink-soft">
            <span className="flex items-center gap-1">
              <ArrowUp className="size-3.5" aria-hidden="true" />
              <ArrowDown className="size-3.5" aria-hidden="true" />
              {t('hintNavigate')}
            </span>
            <span className="flex items-center gap-1">
              <CornerDownLeft className="size-3.5" aria-hidden="true" />
              {t('hintOpen')}
            </span>
            <span className="flex items-center gap-1">
              <kbd className="rounded border border-line px-1 font-sans">esc</kbd>
              {t('hintClose')}
            </span>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
