import type { ReactNode } from 'react'

import type { ThemeSettings } from '@/lib/personalisation'

import type { ThemeChange } from './panel-state'

/** What every section of the panel is given: the draft it shows and the way to change it. */
export type SectionProps = {
  draft: ThemeSettings
  onChange: (change: ThemeChange) => void
}

/** A section of the panel, named by its legend. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-8">
      <legend className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
        {title}
      </legend>
      <div className="mt-3 grid gap-5">{children}</div>
    </fieldset>
  )
}

export function Toggle(props: {
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

export function Choice<T extends string>(props: {
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

export function Slider(props: {
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
