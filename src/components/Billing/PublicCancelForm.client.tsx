'use client'

import { Loader2, MailCheck } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useActionState } from 'react'
import { useFormStatus } from 'react-dom'

import {
  requestCancellationAction,
  type PublicCancelState,
} from '@/components/Billing/cancel-actions'
import { Button } from '@/components/ui/button'

function Submit() {
  const { pending } = useFormStatus()
  const t = useTranslations('billing.publicCancel')
  return (
    <Button type="submit" size="lg" disabled={pending}>
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {t('submit')}
    </Button>
  )
}

/** Step 1 of "Résilier votre contrat": the account's e-mail address. */
export function PublicCancelForm() {
  const t = useTranslations('billing.publicCancel')
  const [state, action] = useActionState<PublicCancelState, FormData>(requestCancellationAction, {
    status: 'idle',
  })
  if (state.status === 'sent') {
    return (
      <p
        role="status"
        className="mt-8 flex gap-3 rounded-2xl border border-primary/40 bg-primary/10 p-5 text-ink"
      >
        <MailCheck
          className="mt-0.5 size-5 shrink-0 text-secondary dark:text-primary"
          aria-hidden="true"
        />
        {t('sent')}
      </p>
    )
  }
  const error = state.status === 'error' ? state.error : null
  return (
    <form
      action={action}
      className="mt-8 grid gap-4 rounded-2xl border border-line bg-surface p-6"
      noValidate
    >
      <label htmlFor="cancel-email" className="text-sm font-medium text-ink">
        {t('email')}
      </label>
      <input
        id="cancel-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={255}
        aria-invalid={error === 'email' || undefined}
        aria-describedby={error ? 'cancel-email-error' : undefined}
        className="h-11 rounded-[var(--radius-base)] border border-line bg-surface px-3 text-ink focus:border-primary focus:outline-none"
      />
      {error ? (
        <p
          id="cancel-email-error"
          role="alert"
          className="text-sm font-medium text-red-700 dark:text-red-300"
        >
          {t(`errors.${error}`)}
        </p>
      ) : null}
      <div>
        <Submit />
      </div>
    </form>
  )
}
