'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'
import { toast } from '@/components/ui/toast'

import { loginAction, type AuthFormState } from '@/components/Auth/actions'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { loginSchema } from '@/lib/auth/schemas'

import { AltchaField } from './AltchaField.client'
import { errorMessage, fieldMessage } from './feedback'
import { EmailField, Field, FormAlert } from './Field'
import { ResendConfirmation } from './ResendConfirmation.client'
import { useOnAnswer } from './useActionFeedback'
import { useClientCheck } from './useClientCheck'

export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const t = useTranslations('auth')
  const locale = toLocale(useLocale())
  const [state, action, pending] = useActionState<AuthFormState, FormData>(loginAction, {
    status: 'idle',
  })
  const { clientErrors, check } = useClientCheck(loginSchema, t)
  const [captchaKey, setCaptchaKey] = useState(0)

  useOnAnswer(state, (answer) => {
    if (answer.status !== 'error') return
    const message = errorMessage(t, answer.error, answer.fields)
    toast.error(message.title, { description: message.description })
    // The solution was spent by the server: a new check is needed for the next try.
    setCaptchaKey((key) => key + 1)
  })

  const errors = { ...(state.status === 'error' ? state.fields : {}), ...clientErrors }
  const failure = state.status === 'error' ? errorMessage(t, state.error, state.fields) : null

  return (
    <div className="flex flex-col gap-5">
      <form
        action={action}
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          if (!check(event)) return
          if (!new FormData(event.currentTarget).get('altcha')) {
            event.preventDefault()
            toast.error(t('captcha.required'))
          }
        }}
      >
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
        <EmailField
          label={t('fields.email')}
          defaultValue={state.status === 'error' ? state.email : undefined}
          error={fieldMessage(t, errors.email)}
          disabled={pending}
        />
        <Field
          name="password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          label={t('fields.password')}
          error={fieldMessage(t, errors.password)}
          disabled={pending}
        />
        <div className="-mt-2 text-right">
          <a
            href={localizedHref('/auth?tab=forgot', locale)}
            className="text-sm text-link underline-offset-4 hover:underline"
          >
            {t('login.forgot')}
          </a>
        </div>
        <AltchaField
          resetKey={captchaKey}
          onExpired={() =>
            toast.error(t('captcha.expiredTitle'), { description: t('captcha.expiredText') })
          }
          onError={() => toast.error(t('captcha.error'))}
        />
        <noscript>
          <p className="text-sm text-ink-soft">{t('captcha.noscript')}</p>
        </noscript>
        <Button type="submit" data-main-action size="lg" disabled={pending}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {/* Outside the login form: forms cannot nest. */}
      {state.status === 'error' && state.error === 'emailNotConfirmed' ? (
        <div className="rounded-[var(--radius-base)] border border-line bg-surface-muted p-4">
          <ResendConfirmation email={state.email} />
        </div>
      ) : null}
    </div>
  )
}
