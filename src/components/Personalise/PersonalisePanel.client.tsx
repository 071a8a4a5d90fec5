'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Palette } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useState, useSyncExternalStore, useTransition, type ReactNode } from 'react'
import { toast } from '@/components/ui/toast'

import { Button } from '@/components/ui/button'
import { DialogHeading } from '@/components/ui/dialog-heading'
import { browserAllows } from '@/lib/consent/shared'
import { PERSONALISATION_STORAGE_KEY } from '@/lib/consent/storage'
import {
  AMBIENT_VOLUME_RANGE,
  ambientSoundTypes,
  backgroundPatterns,
  BORDER_RADIUS_RANGE,
  contrastProblem,
  cursorTypes,
  FONT_SIZE_RANGE,
  fontFamilies,
  PARTICLE_COUNT_RANGE,
  particleTypes,
  readerFields,
  sameOriginAudioPath,
  themeAttributes,
  themeVariables,
  type ColorField,
  type ReaderTheme,
  type ThemeSettings,
} from '@/lib/personalisation'

import { saveThemeAction } from './actions'
import { PERSONALISE_TRIGGER_CLASS } from './trigger'
import {
  announceTheme,
  storedReaderTheme,
  UI_SOUND_EVENT,
  watchReducedMotion,
} from './reader-settings'

type Props = {
  /** The site's theme (staff's), what « Revenir au thème du site » comes back to. */
  site: ThemeSettings
  /** A member's stored settings (null for a visitor, whose settings are in this browser). */
  saved: ReaderTheme | null
  isMember: boolean
  /** Loaded by a click on the placeholder button (./PersonaliseLauncher.client.tsx): open at once. */
  isInitiallyOpen?: boolean
}

const colorFields: ColorField[] = ['primaryColor', 'secondaryColor', 'accentColor']
const labelOf = {
  primaryColor: 'primary',
  secondaryColor: 'secondary',
  accentColor: 'accent',
} as const

/**
 * Shows a theme at once: the same custom properties and attributes the server renders, on the root
 * element; the particles and sounds follow the announcement (src/components/Effects).
 */
function preview(theme: ThemeSettings): void {
  const root = document.documentElement
  for (const [name, value] of Object.entries(themeVariables(theme)))
    root.style.setProperty(name, value)
  if (theme.animations) root.removeAttribute('data-animations')
  else root.setAttribute('data-animations', 'off')
  for (const [name, value] of Object.entries(themeAttributes(theme)))
    if (value) root.setAttribute(name, value)
    else root.removeAttribute(name)
  announceTheme(theme)
}

/** The attributes as the head script applies them (an empty value removes the attribute). */
const storedAttributes = (theme: ThemeSettings) =>
  Object.fromEntries(
    Object.entries(themeAttributes(theme)).map(([name, value]) => [name, value ?? '']),
  )

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
export default function PersonalisePanel({
  site,
  saved,
  isMember,
  isInitiallyOpen = false,
}: Props) {
  const t = useTranslations('personalise')
  const locale = useLocale()
  const [isOpen, setOpen] = useState(isInitiallyOpen)
  const [applied, setApplied] = useState<ThemeSettings>(() => {
    const base = { ...site, ...(saved ?? {}) }
    // Opened at once: what opening does (below) for a visitor, whose settings are in this browser.
    return isInitiallyOpen && !isMember ? { ...base, ...(storedReaderTheme() ?? {}) } : base
  })
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
  const audioUrlProblem =
    sameOriginAudioPath(draft.customAudioUrl) === false ? t('errors.audioUrl') : null
  const hasProblem = colorFields.some((field) => problems[field]) || audioUrlProblem !== null
  const isReducedMotion = useSyncExternalStore(
    (onChange) => watchReducedMotion(onChange),
    () => window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    () => false,
  )

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
    // A colour that breaks a rule is not previewed (the page would become unreadable), nor a
    // sound address the site would not play.
    if (
      !colorFields.some((color) => contrastProblem(color, next[color])) &&
      sameOriginAudioPath(next.customAudioUrl) !== false
    )
      preview(next)
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
            attrs: storedAttributes(theme),
            animations: theme.animations,
          }),
        )
      return true
    } catch {
      return false
    }
  }

  function save(theme: ThemeSettings, isReset = false) {
    if (
      colorFields.some((field) => contrastProblem(field, theme[field])) ||
      sameOriginAudioPath(theme.customAudioUrl) === false
    ) {
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
      window.dispatchEvent(new CustomEvent(UI_SOUND_EVENT, { detail: 'success' }))
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
        className={PERSONALISE_TRIGGER_CLASS}
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

          <Section title={t('colors')}>
            {colorFields.map((field) => {
              const name = t(labelOf[field])
              const error = problems[field]
              return (
                <div key={field}>
                  <label htmlFor={`personalise-${field}`} className="text-sm font-medium text-ink">
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
          </Section>

          <Section title={t('textAndShapes')}>
            <Choice
              id="personalise-fontFamily"
              label={t('fontFamily')}
              value={draft.fontFamily}
              options={fontFamilies.map((value) => [value, t(`fonts.${value}`)])}
              onChange={(value) => change('fontFamily', value)}
            />
            <Slider
              id="personalise-fontSize"
              label={t('fontSize')}
              shown={t('pixels', { value: draft.fontSize })}
              range={{ ...FONT_SIZE_RANGE, step: 1 }}
              value={draft.fontSize}
              onChange={(value) => change('fontSize', value)}
            />
            <Slider
              id="personalise-borderRadius"
              label={t('borderRadius')}
              shown={t('pixels', { value: draft.borderRadius })}
              range={{ ...BORDER_RADIUS_RANGE, step: 2 }}
              value={draft.borderRadius}
              onChange={(value) => change('borderRadius', value)}
            />
            <Choice
              id="personalise-backgroundPattern"
              label={t('backgroundPattern')}
              value={draft.backgroundPattern}
              options={backgroundPatterns.map((value) => [value, t(`patterns.${value}`)])}
              onChange={(value) => change('backgroundPattern', value)}
            />
          </Section>

          <Section title={t('motion')}>
            <Toggle
              label={t('animations')}
              hint={t('animationsHint')}
              checked={draft.animations}
              onChange={(value) => change('animations', value)}
            />
            <Toggle
              label={t('particleEffects')}
              hint={t('particleEffectsHint')}
              checked={draft.particleEffects}
              onChange={(value) => change('particleEffects', value)}
            />
            {draft.particleEffects ? (
              <>
                {isReducedMotion ? (
                  <p role="note" className="text-sm text-ink-soft">
                    {t('reducedMotion')}
                  </p>
                ) : null}
                <Choice
                  id="personalise-particleType"
                  label={t('particleType')}
                  value={draft.particleType}
                  options={particleTypes.map((value) => [value, t(`particleTypes.${value}`)])}
                  onChange={(value) => change('particleType', value)}
                />
                <Slider
                  id="personalise-particleCount"
                  label={t('particleCount')}
                  shown={String(draft.particleCount)}
                  range={{ ...PARTICLE_COUNT_RANGE, step: 5 }}
                  value={draft.particleCount}
                  onChange={(value) => change('particleCount', value)}
                />
              </>
            ) : null}
            <Toggle
              label={t('customCursor')}
              hint={t('customCursorHint')}
              checked={draft.customCursor}
              onChange={(value) => change('customCursor', value)}
            />
            {draft.customCursor ? (
              <Choice
                id="personalise-cursorType"
                label={t('cursorType')}
                value={draft.cursorType}
                options={cursorTypes.map((value) => [value, t(`cursors.${value}`)])}
                onChange={(value) => change('cursorType', value)}
              />
            ) : null}
          </Section>

          <Section title={t('sounds')}>
            <Toggle
              label={t('ambientSounds')}
              hint={t('ambientSoundsHint')}
              checked={draft.ambientSounds}
              onChange={(value) => change('ambientSounds', value)}
            />
            {draft.ambientSounds ? (
              <>
                <Choice
                  id="personalise-ambientSoundType"
                  label={t('ambientSoundType')}
                  value={draft.ambientSoundType}
                  options={ambientSoundTypes.map((value) => [value, t(`ambientTypes.${value}`)])}
                  onChange={(value) => change('ambientSoundType', value)}
                />
                <Slider
                  id="personalise-ambientVolume"
                  label={t('ambientVolume')}
                  shown={t('percent', { value: draft.ambientVolume })}
                  range={AMBIENT_VOLUME_RANGE}
                  value={draft.ambientVolume}
                  onChange={(value) => change('ambientVolume', value)}
                />
                <div>
                  <label
                    htmlFor="personalise-customAudioUrl"
                    className="text-sm font-medium text-ink"
                  >
                    {t('customAudioUrl')}
                  </label>
                  <input
                    id="personalise-customAudioUrl"
                    type="text"
                    inputMode="url"
                    spellCheck={false}
                    value={draft.customAudioUrl ?? ''}
                    placeholder="/api/site-audio/file/…"
                    aria-invalid={audioUrlProblem ? true : undefined}
                    aria-describedby="personalise-customAudioUrl-hint"
                    onChange={(event) =>
                      change('customAudioUrl', event.target.value.trim() || null)
                    }
                    className="mt-1.5 h-10 w-full rounded-[var(--radius-base)] border border-line bg-surface px-3 text-sm text-ink"
                  />
                  <p
                    id="personalise-customAudioUrl-hint"
                    className={
                      audioUrlProblem
                        ? 'mt-1.5 text-sm text-[var(--error-text)]'
                        : 'mt-1.5 text-xs text-ink-soft'
                    }
                  >
                    {audioUrlProblem ?? t('customAudioUrlHint')}
                  </p>
                </div>
              </>
            ) : null}
            <Toggle
              label={t('soundEffects')}
              hint={t('soundEffectsHint')}
              checked={draft.soundEffects}
              onChange={(value) => change('soundEffects', value)}
            />
          </Section>

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-8">
      <legend className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
        {title}
      </legend>
      <div className="mt-3 grid gap-5">{children}</div>
    </fieldset>
  )
}

function Toggle(props: {
  label: string
  hint: string
  checked: boolean
  onChange: (value: boolean) => void
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
        className="mt-1 size-4 accent-[var(--color-secondary)]"
      />
      <span>
        <span className="block text-sm font-medium text-ink">{props.label}</span>
        <span className="block text-sm text-ink-soft">{props.hint}</span>
      </span>
    </label>
  )
}

function Choice<T extends string>(props: {
  id: string
  label: string
  value: T
  options: [T, string][]
  onChange: (value: T) => void
}) {
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium text-ink">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
        className="mt-1.5 h-10 w-full rounded-[var(--radius-base)] border border-line bg-surface px-3 text-sm text-ink"
      >
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}

function Slider(props: {
  id: string
  label: string
  shown: string
  range: { min: number; max: number; step: number }
  value: number
  onChange: (value: number) => void
}) {
  return (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={props.id} className="text-sm font-medium text-ink">
          {props.label}
        </label>
        <output htmlFor={props.id} className="text-sm text-ink-soft tabular-nums">
          {props.shown}
        </output>
      </div>
      <input
        type="range"
        id={props.id}
        min={props.range.min}
        max={props.range.max}
        step={props.range.step}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
        className="mt-2 w-full accent-[var(--color-secondary)]"
      />
    </div>
  )
}
