'use client'

import { MailCheck } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useActionState, useState } from 'react'
import { toast } from '@/components/ui/toast'

import { signupAction, type AuthFormState } from '@/components/Auth/actions'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { signupSchema } from '@/lib/auth/schemas'

import { AltchaField } from './AltchaField.client'
import { errorMessage, fieldMessage } from './feedback'
import { EmailField, Field, FormAlert } from './Field'
import { NewPasswordField } from './NewPasswordField.client'
import { ResendConfirmation } from './ResendConfirmation.client'
import { useOnAnswer } from './useActionFeedback'
import { useClientCheck } from './useClientCheck'

export function SignupForm({ redirectTo }: { redirectTo?: string }) {
  const t = useTranslations('auth')
  const locale = toLocale(useLocale())
  const [state, action, pending] = useActionState<AuthFormState, FormData>(signupAction, {
    status: 'idle',
  })
  const { clientErrors, check } = useClientCheck(signupSchema, t)
  const [captchaKey, setCaptchaKey] = useState(0)

  useOnAnswer(state, (answer) => {
    if (answer.status === 'signedUp') {
      toast.success(t('signup.successTitle'), { description: t('signup.successText') })
      return
    }
    if (answer.status !== 'error') return
    const message = errorMessage(t, answer.error, answer.fields)
    toast.error(message.title, { description: message.description })
    setCaptchaKey((key) => key + 1)
  })

  if (state.status === 'signedUp') {
    return (
      <div className="flex flex-col gap-5" role="status">
        <div className="flex items-start gap-3">
          <MailCheck
            className="mt-0.5 size-6 shrink-0 text-secondary dark:text-primary"
            aria-hidden="true"
          />
          <div>
            <h2 className="text-lg font-semibold text-ink">{t('confirmation.title')}</h2>
            <p className="mt-1 text-ink-soft">{t('confirmation.text', { email: state.email })}</p>
          </div>
        </div>
        <ResendConfirmation email={state.email} />
      </div>
    )
  }

  const errors = { ...(state.status === 'error' ? state.fields : {}), ...clientErrors }
  const failure = state.status === 'error' ? errorMessage(t, state.error, state.fields) : null
  const legalLink = (path: string) =>
    function LegalLink(chunks: React.ReactNode) {
      return (
        <a href={localizedHref(path, locale)} className="text-link underline underline-offset-2">
          {chunks}
        </a>
      )
    }

  return (
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
      {failure ? <FormAlert title={failure.title} description={failure.description} /> : null}
      {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
      <Field
        name="name"
        autoComplete="name"
        required
        maxLength={100}
        label={t('fields.name')}
        error={fieldMessage(t, errors.name)}
        disabled={pending}
      />
      <EmailField
        label={t('fields.email')}
        defaultValue={state.status === 'error' ? state.email : undefined}
        error={fieldMessage(t, errors.email)}
        disabled={pending}
      />
      <NewPasswordField
        label={t('fields.signupPassword')}
        hint={t('fields.passwordHint')}
        error={fieldMessage(t, errors.password)}
        disabled={pending}
      />
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
      <p className="text-sm text-ink-soft">
        {t.rich('signup.terms', {
          cgu: legalLink('/cgu'),
          privacy: legalLink('/politique-confidentialite'),
        })}
      </p>
      <Button type="submit" data-main-action size="lg" disabled={pending}>
        {pending ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  )
}
