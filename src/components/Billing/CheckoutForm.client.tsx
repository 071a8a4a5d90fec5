'use client'

import { Check, Loader2 } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useActionState, useEffect, useRef, useState } from 'react'
import { useFormStatus } from 'react-dom'

import { checkoutAction, type CheckoutFormState } from '@/components/Billing/checkout-actions'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/platform/utils/cn'

export type PlanCard = {
  code: string
  name: string
  price: string
  interval: 'month' | 'year'
  equivalent: string | null
  saving: number | null
  benefits: string[]
}

type Props = { plans: PlanCard[]; selected: string; isSignedIn: boolean; isSubscribed: boolean }

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus()
  const t = useTranslations('billing.page')
  return (
    <Button
      type="submit"
      data-main-action
      size="lg"
      disabled={pending}
      className="w-full sm:w-auto"
    >
      {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
      {pending ? t('submitting') : label}
    </Button>
  )
}

/**
 * The plan choice and the unticked waiver box (docs/behaviour.md › Subscriptions and legal duties).
 * Only the plan's code leaves the browser: the server looks up the price itself.
 */
export function CheckoutForm({ plans, selected, isSignedIn, isSubscribed }: Props) {
  const t = useTranslations('billing.page')
  const [state, formAction] = useActionState<CheckoutFormState, FormData>(checkoutAction, {
    status: 'idle',
  })
  const [plan, setPlan] = useState(selected)
  const [waiver, setWaiver] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (state.status === 'error') alertRef.current?.focus()
  }, [state])

  const waiverError = state.status === 'error' && state.error === 'waiver'
  return (
    <form action={formAction} className="mt-12" noValidate>
      <fieldset>
        <legend className="text-xl font-semibold text-ink">{t('choose')}</legend>
        <div className="mt-5 grid gap-5 md:grid-cols-2">
          {plans.map((card) => {
            const isSelected = plan === card.code
            return (
              <label
                key={card.code}
                className={cn(
                  'relative flex cursor-pointer flex-col rounded-2xl border-2 bg-surface p-7 transition-colors',
                  isSelected ? 'border-primary shadow-sm' : 'border-line hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  name="plan"
                  value={card.code}
                  checked={isSelected}
                  onChange={() => setPlan(card.code)}
                  className="sr-only"
                />
                <span className="flex items-start justify-between gap-3">
                  <span className="text-lg font-semibold text-ink">{card.name}</span>
                  {card.saving ? (
                    <span className="rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold text-forest-800 dark:text-forest-100">
                      {t('saving', { percent: card.saving })}
                    </span>
                  ) : null}
                </span>
                <span className="mt-4 flex items-baseline gap-1.5">
                  <span className="text-4xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
                    {card.price}
                  </span>
                  <span className="text-ink-soft">
                    {t('ttc')} {card.interval === 'year' ? t('perYear') : t('perMonth')}
                  </span>
                </span>
                {card.equivalent ? (
                  <span className="mt-1 text-sm text-ink-soft">
                    {t('equivalent', { price: card.equivalent })}
                  </span>
                ) : null}
                <ul className="mt-5 grid gap-2 text-sm text-ink-soft">
                  {card.benefits.map((benefit) => (
                    <li key={benefit} className="flex gap-2">
                      <Check
                        className="mt-0.5 size-4 shrink-0 text-secondary dark:text-primary"
                        aria-hidden="true"
                      />
                      {benefit}
                    </li>
                  ))}
                </ul>
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-4 right-4 hidden size-6 items-center justify-center rounded-full bg-primary text-forest-950',
                    isSelected && card.saving === null && 'flex',
                  )}
                >
                  <Check className="size-4" />
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>

      {isSubscribed ? null : (
        <div className="mt-8 rounded-2xl border border-line bg-surface-muted/60 p-6">
          {isSignedIn ? (
            <div className="flex gap-3">
              <input
                id="waiver"
                name="waiver"
                type="checkbox"
                checked={waiver}
                onChange={(event) => setWaiver(event.target.checked)}
                aria-invalid={waiverError || undefined}
                aria-describedby={waiverError ? 'waiver-error' : undefined}
                className="mt-1 size-5 shrink-0 accent-[var(--color-secondary)]"
              />
              <label htmlFor="waiver" className="text-sm leading-relaxed text-ink">
                {t('waiver')}
              </label>
            </div>
          ) : (
            <p className="text-sm text-ink-soft">{t('signupHint')}</p>
          )}
          {state.status === 'error' ? (
            <p
              id={waiverError ? 'waiver-error' : undefined}
              ref={alertRef}
              tabIndex={-1}
              role="alert"
              className="mt-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 outline-none dark:bg-red-950 dark:text-red-100"
            >
              {t(`errors.${state.error}`)}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-4">
            <Submit label={isSignedIn ? t('submit') : t('signupFirst')} />
            <p className="text-sm text-ink-soft">{t('trialHint')}</p>
          </div>
        </div>
      )}
    </form>
  )
}
