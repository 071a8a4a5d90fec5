'use client'

import { useTranslations } from 'next-intl'
import { useActionState } from 'react'

import { resendAction, type AuthFormState } from '@/components/Auth/actions'
import { useFieldText } from '@/components/Forms/useFieldText'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toast'
import { useIsHydrated } from '@/components/ui/use-is-hydrated'

import { errorMessage } from './feedback'
import { Field } from './Field'
import { useOnAnswer } from './useActionFeedback'

/**
 * "Resend the confirmation e-mail": disabled while the address is empty, once the scripts run (before
 * them, and without them, the server answers an empty address). The field keeps what was typed.
 */
export function ResendConfirmation({ email: initialEmail = '' }: { email?: string }) {
  const t = useTranslations('auth')
  const { ref, text: email, read } = useFieldText<HTMLInputElement>()
  const isHydrated = useIsHydrated()
  const [state, action, pending] = useActionState<AuthFormState, FormData>(resendAction, {
    status: 'idle',
  })

  useOnAnswer(state, (answer) => {
    if (answer.status === 'sent')
      toast.success(t('resend.successTitle'), { description: t('resend.successText') })
    if (answer.status === 'error') {
      const description =
        answer.error === 'rateLimited' ? errorMessage(t, answer.error).title : t('resend.errorText')
      toast.error(t('resend.errorTitle'), { description })
    }
  })

  return (
    <form
      action={action}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        if (!email.trim()) {
          event.preventDefault()
          toast.error(t('resend.emailRequiredTitle'), {
            description: t('resend.emailRequiredText'),
          })
        }
      }}
    >
      <Field
        className="flex-1"
        name="email"
        id="resend-email"
        type="email"
        autoComplete="email"
        maxLength={255}
        label={t('fields.email')}
        ref={ref}
        defaultValue={initialEmail}
        onChange={read}
      />
      <Button type="submit" variant="secondary" disabled={(isHydrated && !email.trim()) || pending}>
        {pending ? t('confirmation.resending') : t('confirmation.resend')}
      </Button>
    </form>
  )
}
