'use client'

import { Moon, Sun } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { rememberTheme } from './preferences'

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}

const isDark = () => document.documentElement.classList.contains('dark')

/** Light/dark switch: a class on <html>, remembered under `theme` (light by default). */
export function ThemeToggle() {
  const t = useTranslations('theme')
  const dark = useSyncExternalStore(subscribe, isDark, () => false)

  function toggle() {
    const next = dark ? 'light' : 'dark'
    document.documentElement.classList.toggle('dark', next === 'dark')
    rememberTheme(next)
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? t('toLight') : t('toDark')}
      aria-pressed={dark}
      // A button only a script can run: not offered when scripts do not run.
      className="inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted [@media(scripting:none)]:hidden"
    >
      {dark ? (
        <Sun className="size-[1.15rem]" aria-hidden="true" />
      ) : (
        <Moon className="size-[1.15rem]" aria-hidden="true" />
      )}
    </button>
  )
}
