'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { toast } from '@/components/ui/toast'

import { resetAction, type AuthFormState } from '@/components/Auth/actions'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { resetSchema } from '@/lib/auth/schemas'

import { errorMessage, fieldMessage } from './feedback'
import { Field, FormAlert, FormNotice } from './Field'
import { NewPasswordField } from './NewPasswordField.client'
import { useOnAnswer } from './useActionFeedback'
import { useClientCheck } from './useClientCheck'

export function ResetForm({ token }: { token: string }) {
  const t = useTranslations('auth')
  const locale = toLocale(useLocale())
  const [state, action, pending] = useActionState<AuthFormState, FormData>(resetAction, {
    status: 'idle',
  })

  const { clientErrors, check } = useClientCheck(resetSchema, t)

  useOnAnswer(state, (answer) => {
    if (answer.status === 'passwordReset') toast.success(t('reset.done'))
    if (answer.status === 'error') toast.error(errorMessage(t, answer.error, answer.fields).title)
  })

  if (state.status === 'passwordReset') {
    return (
      <div className="flex flex-col gap-5">
        <FormNotice>{t('reset.done')}</FormNotice>
        <Button asChild size="lg">
          <a href={localizedHref('/auth?tab=login', locale)}>{t('login.submit')}</a>
        </Button>
      </div>
    )
  }

  const fields = { ...(state.status === 'error' ? state.fields : {}), ...clientErrors }
  return (
    <form action={action} noValidate className="flex flex-col gap-5" onSubmit={check}>
      <input type="hidden" name="token" value={token} />
      {state.status === 'error' ? (
        <FormAlert title={errorMessage(t, state.error, state.fields).title} />
      ) : null}
      {state.status === 'error' && state.error === 'invalidToken' ? (
        <a
          href={localizedHref('/auth?tab=forgot', locale)}
          className="text-sm text-link underline underline-offset-4"
        >
          {t('forgot.title')}
        </a>
      ) : null}
      <NewPasswordField
        label={t('fields.newPassword')}
        hint={t('fields.passwordHint')}
        error={fieldMessage(t, fields?.password)}
        disabled={pending}
      />
      <Field
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        label={t('fields.confirmPassword')}
        error={fieldMessage(t, fields?.confirm)}
        disabled={pending}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  )
}
