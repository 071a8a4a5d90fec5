'use client'

import type { useTranslations } from 'next-intl'

import { readValidationMessage, type FieldErrors } from '@/lib/auth/schemas'
import type { FormError } from '@/lib/auth/service'

type Translate = ReturnType<typeof useTranslations<'auth'>>

/** A field's message in the reader's language ("validation.min|6" → "minimum 6 caractères"). */
export function fieldMessage(t: Translate, message: string | undefined): string | undefined {
  const parsed = message ? readValidationMessage(message) : null
  return parsed ? t(`validation.${parsed.key}`, { n: parsed.n }) : undefined
}

/**
 * The toast (and the inline message) for a refused form (docs/behaviour.md › Errors and messages).
 */
export function errorMessage(
  t: Translate,
  error: FormError,
  fields?: FieldErrors,
): { title: string; description?: string } {
  switch (error) {
    case 'captchaRequired':
      return { title: t('captcha.required') }
    case 'captchaError':
      return { title: t('captcha.error') }
    case 'captchaExpired':
      return { title: t('captcha.expiredTitle'), description: t('captcha.expiredText') }
    case 'invalidFields': {
      const first = Object.values(fields ?? {})[0]
      return { title: fieldMessage(t, first) ?? t('errors.generic') }
    }
    case 'invalidToken':
      return { title: t('reset.invalidToken') }
    case 'rateLimited':
    case 'invalidCredentials':
    case 'emailNotConfirmed':
    case 'locked':
    case 'accountDisabled':
    case 'alreadyRegistered':
    case 'signupFailed':
    case 'generic':
      return { title: t(`errors.${error}`) }
  }
}
