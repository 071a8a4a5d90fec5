'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Palette } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useTransition } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { DialogHeading } from '@/components/ui/dialog-heading'
import { browserAllows } from '@/lib/consent/shared'
import { PERSONALISATION_STORAGE_KEY } from '@/lib/consent/storage'
import {
  BORDER_RADIUS_RANGE,
  contrastProblem,
  FONT_SIZE_RANGE,
  parseReaderTheme,
  readerFields,
  themeVariables,
  type ColorField,
  type ReaderTheme,
  type ThemeSettings,
} from '@/lib/personalisation'

import { saveThemeAction } from './actions'

type Props = {
  /** The site's theme (staff's), what « Revenir au thème du site » comes back to. */
  site: ThemeSettings
  /** A member's stored settings (null for a visitor, whose settings are in this browser). */
  saved: ReaderTheme | null
  isMember: boolean
}

const colorFields: ColorField[] = ['primaryColor', 'secondaryColor', 'accentColor']
const labelOf = {
  primaryColor: 'primary',
  secondaryColor: 'secondary',
  accentColor: 'accent',
} as const

/** A visitor's settings kept in this browser, if any and still valid. */
function storedReaderTheme(): ReaderTheme | null {
  try {
    const stored = JSON.parse(localStorage.getItem(PERSONALISATION_STORAGE_KEY) ?? 'null') as {
      settings?: unknown
    } | null
    const parsed = parseReaderTheme(stored?.settings)
    return parsed.ok ? parsed.value : null
  } catch {
    return null
  }
}

/** Shows a theme at once: the same custom properties the server renders, on the root element. */
function preview(theme: ThemeSettings): void {
  const root = document.documentElement
  for (const [name, value] of Object.entries(themeVariables(theme)))
    root.style.setProperty(name, value)
  if (theme.animations) root.removeAttribute('data-animations')
  else root.setAttribute('data-animations', 'off')
}

/** What differs from the site's theme: the only thing stored. */
function differences(theme: ThemeSettings, site: ThemeSettings): ReaderTheme {
  return Object.fromEntries(
    readerFields
      .filter((field) => theme[field] !== site[field])
      .map((field) => [field, theme[field]]),
  ) as ReaderTheme
}

/**
 * « Personnaliser » (docs/personalisation.md): the reader's own colours, text size, corners and
 * animations on top of the site's theme, previewed as they change. A member's are saved in the
 * profile (checked again by the server); a visitor's in this browser with functional consent,
 * otherwise for the page in view only.
 */
export function PersonalisePanel({ site, saved, isMember }: Props) {
  const t = useTranslations('personalise')
  const locale = useLocale()
  const [isOpen, setOpen] = useState(false)
  const [applied, setApplied] = useState<ThemeSettings>(() => ({ ...site, ...(saved ?? {}) }))
  const [draft, setDraft] = useState<ThemeSettings>(applied)
  const [isSaving, startSaving] = useTransition()

  const problemText = (field: ColorField, value: string) => {
    const problem = contrastProblem(field, value)
    if (!problem) return null
    if (problem.kind === 'invalid') return t('errors.invalid')
    return t(`errors.${problem.kind}`, {
      ratio: problem.ratio.toLocaleString(locale),
      needed: problem.needed.toLocaleString(locale),
    })
  }
  const problems = Object.fromEntries(
    colorFields.map((field) => [field, problemText(field, draft[field])]),
  ) as Record<ColorField, string | null>
  const hasProblem = colorFields.some((field) => problems[field])

  function openChange(open: boolean) {
    if (open) {
      // A visitor's stored settings were applied by the head script: what closing comes back to.
      const current = isMember ? applied : { ...applied, ...(storedReaderTheme() ?? {}) }
      setApplied(current)
      setDraft(current)
    } else {
      // Closed without saving: back to what was applied before.
      preview(applied)
    }
    setOpen(open)
  }

  function change<K extends keyof ThemeSettings>(field: K, value: ThemeSettings[K]) {
    const next = { ...draft, [field]: value }
    setDraft(next)
    // A colour that breaks a rule is not previewed (the page would become unreadable).
    if (!colorFields.some((color) => contrastProblem(color, next[color]))) preview(next)
  }

  function keepInBrowser(theme: ThemeSettings): boolean {
    const own = differences(theme, site)
    if (!browserAllows('functional')) return false
    try {
      if (Object.keys(own).length === 0) localStorage.removeItem(PERSONALISATION_STORAGE_KEY)
      else
        localStorage.setItem(
          PERSONALISATION_STORAGE_KEY,
          JSON.stringify({
            settings: own,
            vars: themeVariables(theme),
            animations: theme.animations,
          }),
        )
      return true
    } catch {
      return false
    }
  }

  function save(theme: ThemeSettings, isReset = false) {
    if (colorFields.some((field) => contrastProblem(field, theme[field]))) {
      toast.error(t('refused'))
      return
    }
    startSaving(async () => {
      if (isMember) {
        const own = differences(theme, site)
        const result = await saveThemeAction(Object.keys(own).length ? own : null).catch(() => null)
        if (result?.status !== 'saved') {
          toast.error(result?.status === 'invalid' ? t('refused') : t('failed'))
          return
        }
        toast.success(isReset ? t('resetDone') : t('savedMember'))
      } else if (keepInBrowser(theme)) {
        toast.success(isReset ? t('resetDone') : t('saved'))
      } else {
        toast(t('pageOnly'))
      }
      preview(theme)
      setApplied(theme)
      setDraft(theme)
      setOpen(false)
    })
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={openChange}>
      <Dialog.Trigger
        aria-label={t('open')}
        title={t('open')}
        className="inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted [@media(scripting:none)]:hidden"
      >
        <Palette className="size-[1.15rem]" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-forest-950/30" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-[70] flex w-[min(26rem,100vw)] flex-col overflow-y-auto border-l border-line bg-canvas p-6 shadow-2xl focus:outline-none">
          <DialogHeading
            title={t('title')}
            description={t('description')}
            closeLabel={t('close')}
          />

          <fieldset className="mt-8">
            <legend className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
              {t('colors')}
            </legend>
            <div className="mt-3 grid gap-5">
              {colorFields.map((field) => {
                const name = t(labelOf[field])
                const error = problems[field]
                return (
                  <div key={field}>
                    <label
                      htmlFor={`personalise-${field}`}
                      className="text-sm font-medium text-ink"
                    >
                      {name}
                    </label>
                    <div className="mt-1.5 flex items-center gap-3">
                      <input
                        type="color"
                        id={`personalise-${field}`}
                        value={/^#[0-9a-f]{6}$/i.test(draft[field]) ? draft[field] : site[field]}
                        onChange={(event) => change(field, event.target.value.toLowerCase())}
                        className="h-10 w-14 cursor-pointer rounded-[var(--radius-base)] border border-line bg-surface p-1"
                      />
                      <input
                        type="text"
                        aria-label={t('hex', { name })}
                        value={draft[field]}
                        maxLength={7}
                        spellCheck={false}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `personalise-${field}-error` : undefined}
                        onChange={(event) => change(field, event.target.value.trim().toLowerCase())}
                        className="h-10 w-28 rounded-[var(--radius-base)] border border-line bg-surface px-3 font-mono text-sm text-ink"
                      />
                    </div>
                    {error ? (
                      <p
                        id={`personalise-${field}-error`}
                        className="mt-1.5 text-sm text-[var(--error-text)]"
                      >
                        {error}
                      </p>
                    ) : null}
                  </div>
                )
              })}
            </div>
          </fieldset>

          <div className="mt-8 grid gap-6">
            {(
              [
                ['fontSize', FONT_SIZE_RANGE, 1],
                ['borderRadius', BORDER_RADIUS_RANGE, 2],
              ] as const
            ).map(([field, range, step]) => (
              <div key={field}>
                <div className="flex items-baseline justify-between">
                  <label htmlFor={`personalise-${field}`} className="text-sm font-medium text-ink">
                    {t(field)}
                  </label>
                  <output htmlFor={`personalise-${field}`} className="text-sm text-ink-soft">
                    {t('pixels', { value: draft[field] })}
                  </output>
                </div>
                <input
                  type="range"
                  id={`personalise-${field}`}
                  min={range.min}
                  max={range.max}
                  step={step}
                  value={draft[field]}
                  onChange={(event) => change(field, Number(event.target.value))}
                  className="mt-2 w-full accent-[var(--color-secondary)]"
                />
              </div>
            ))}
            <label className="flex cursor-pointer items-start gap-3">
              <input
                type="checkbox"
                checked={draft.animations}
                onChange={(event) => change('animations', event.target.checked)}
                className="mt-1 size-4 accent-[var(--color-secondary)]"
              />
              <span>
                <span className="block text-sm font-medium text-ink">{t('animations')}</span>
                <span className="block text-sm text-ink-soft">{t('animationsHint')}</span>
              </span>
            </label>
          </div>

          <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
            <Button onClick={() => save(draft)} disabled={isSaving || hasProblem}>
              {t('save')}
            </Button>
            <Button variant="secondary" onClick={() => save(site, true)} disabled={isSaving}>
              {t('reset')}
            </Button>
            {!isMember ? <p className="text-xs text-ink-soft">{t('visitorNote')}</p> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
