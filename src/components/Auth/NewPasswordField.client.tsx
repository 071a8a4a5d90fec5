'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState, type FormEvent } from 'react'

import { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/auth/limits'
import type { passwordStrength as measure, Strength } from '@/lib/auth/password-strength'
import { cn } from '@/lib/platform/utils/cn'

import { Field } from './Field'

const LEVELS: readonly Strength[] = ['weak', 'fair', 'good', 'strong']

const FILL: Record<Strength, string> = {
  weak: 'bg-red-600 dark:bg-red-400',
  fair: 'bg-amber-500',
  good: 'bg-secondary',
  strong: 'bg-secondary',
}

/** What the form holds of the account (sign-up asks for both): guessable words for the estimate. */
function accountIn(form: HTMLFormElement | null): { email?: string; name?: string } {
  const value = (name: string) => {
    const field = form?.elements.namedItem(name)
    return field instanceof HTMLInputElement ? field.value : undefined
  }
  return { email: value('email'), name: value('name') }
}

/**
 * The new password of the sign-up, reset and change forms, with its strength told as it is typed.
 * The estimator and its dictionaries load on the first input only, so no page pays for them before
 * someone types a password; without scripts the static hint stays. The server decides.
 */
export function NewPasswordField({
  label,
  hint,
  error,
  disabled,
}: {
  label: string
  hint: string
  error?: string
  disabled?: boolean
}) {
  const t = useTranslations('auth.strength')
  const [strength, setStrength] = useState<Strength | null>(null)
  const estimator = useRef<Promise<typeof measure> | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const id = 'field-password'

  // React empties a form after its action: the hint goes with the password.
  useEffect(() => {
    const form = input.current?.form
    const clear = () => setStrength(null)
    form?.addEventListener('reset', clear)
    return () => form?.removeEventListener('reset', clear)
  }, [])

  function onInput(event: FormEvent<HTMLInputElement>) {
    const field = event.currentTarget
    estimator.current ??= import('@/lib/auth/password-strength').then(
      (module) => module.passwordStrength,
    )
    estimator.current.then(
      (passwordStrength) => setStrength(passwordStrength(field.value, accountIn(field.form))),
      () => {
        // Offline or a new deployment: no hint this time, another try on the next input.
        estimator.current = null
      },
    )
  }

  const describedBy = [error ? `${id}-error` : null, `${id}-hint`, `${id}-strength`]
  const filled = strength ? LEVELS.indexOf(strength) + 1 : 0
  return (
    <div className="flex flex-col">
      <Field
        ref={input}
        id={id}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        maxLength={PASSWORD_MAX}
        label={label}
        hint={hint}
        error={error}
        disabled={disabled}
        onInput={onInput}
        aria-describedby={describedBy.filter(Boolean).join(' ')}
      />
      <p
        id={`${id}-strength`}
        aria-live="polite"
        className="mt-1.5 flex items-center gap-2 text-xs font-medium text-ink-soft empty:mt-0"
      >
        {strength ? (
          <>
            <span className="flex gap-1" aria-hidden="true">
              {LEVELS.map((level, index) => (
                <span
                  key={level}
                  className={cn(
                    'h-1 w-6 rounded-full',
                    index < filled ? FILL[strength] : 'bg-line',
                  )}
                />
              ))}
            </span>
            <span>{t('label', { level: t(strength) })}</span>
          </>
        ) : null}
      </p>
    </div>
  )
}
