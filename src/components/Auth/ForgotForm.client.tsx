'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { toast } from '@/components/ui/toast'

import { forgotAction, type AuthFormState } from '@/components/Auth/actions'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { emailOnlySchema } from '@/lib/auth/schemas'

import { errorMessage, fieldMessage } from './feedback'
import { EmailField, FormAlert, FormNotice } from './Field'
import { useOnAnswer } from './useActionFeedback'
import { useClientCheck } from './useClientCheck'

/** "Mot de passe oublié ?": the same answer whether or not the address has an account. */
export function ForgotForm() {
  const t = useTranslations('auth')
  const locale = toLocale(useLocale())
  const [state, action, pending] = useActionState<AuthFormState, FormData>(forgotAction, {
    status: 'idle',
  })

  const { clientErrors, check } = useClientCheck(emailOnlySchema, t)

  useOnAnswer(state, (answer) => {
    if (answer.status === 'error') toast.error(errorMessage(t, answer.error, answer.fields).title)
  })

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h2 className="text-lg font-semibold text-ink">{t('forgot.title')}</h2>
        <p className="mt-1 text-ink-soft">{t('forgot.intro')}</p>
      </div>
      {state.status === 'sent' ? (
        <FormNotice>{t('forgot.sent')}</FormNotice>
      ) : (
        <form action={action} noValidate className="flex flex-col gap-5" onSubmit={check}>
          {state.status === 'error' ? (
            <FormAlert title={errorMessage(t, state.error, state.fields).title} />
          ) : null}
          <EmailField
            label={t('fields.email')}
            defaultValue={state.status === 'error' ? state.email : undefined}
            error={fieldMessage(
              t,
              clientErrors.email ?? (state.status === 'error' ? state.fields?.email : undefined),
            )}
            disabled={pending}
          />
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? t('forgot.submitting') : t('forgot.submit')}
          </Button>
        </form>
      )}
      <a
        href={localizedHref('/auth?tab=login', locale)}
        className="text-sm text-link underline-offset-4 hover:underline"
      >
        {t('forgot.back')}
      </a>
    </div>
  )
}
