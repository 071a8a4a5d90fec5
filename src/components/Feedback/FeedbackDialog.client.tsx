'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Loader2, Star, UserRound } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'

import { TextAreaField } from '@/components/Auth/Field'
import { Button } from '@/components/ui/button'
import { DialogHeading } from '@/components/ui/dialog-heading'
import { toLocale } from '@/i18n/locales'
import { FEEDBACK_MESSAGE_MAX, feedbackSchema, ratings } from '@/lib/feedback/schema'
import { cn } from '@/lib/platform/utils/cn'

const ratingKeys = { 1: 'r1', 2: 'r2', 3: 'r3', 4: 'r4', 5: 'r5' } as const

/**
 * The signed-in account's address, asked of the server when the dialog is first shown (pages do not
 * carry it). Null until known, or when it cannot be read: the feedback is linked to the account by
 * the server anyway.
 */
function useSessionEmail(isSignedIn: boolean): string | null {
  const [email, setEmail] = useState<string | null>(null)
  useEffect(() => {
    if (!isSignedIn) return
    const controller = new AbortController()
    fetch('/api/feedback', { signal: controller.signal, cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { email?: unknown } | null) => {
        if (typeof body?.email === 'string') setEmail(body.email)
      })
      .catch(() => {})
    return () => controller.abort()
  }, [isSignedIn])
  return email
}

/**
 * The feedback dialog (docs/behaviour.md › Feedback widget): 1 to 5 stars with their labels, optional
 * suggestions (counter once something is typed), the account's e-mail or "anonymous", and the
 * open → submitting → sent states. Loaded the first time the floating button is used
 * (./FeedbackWidget.client.tsx), then kept, so that what was typed survives closing it.
 */
export default function FeedbackDialog({
  isOpen,
  onOpenChange,
  pathname,
  isSignedIn,
}: {
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  pathname: string
  isSignedIn: boolean
}) {
  const t = useTranslations('feedback')
  const locale = toLocale(useLocale())
  const [rating, setRating] = useState(0)
  const [hovered, setHovered] = useState(0)
  const [message, setMessage] = useState('')
  const [isSending, setSending] = useState(false)
  const [isRatingMissing, setRatingMissing] = useState(false)
  const ids = { rating: useId(), message: useId(), error: useId() }
  const email = useSessionEmail(isSignedIn)

  const label = (value: number) => t(`ratings.${ratingKeys[value as keyof typeof ratingKeys]}`)
  const shown = hovered || rating

  function changeOpen(next: boolean) {
    // Nothing closes the dialog while the feedback is on its way.
    if (isSending) return
    onOpenChange(next)
    if (!next) setRatingMissing(false)
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isSending) return
    if (rating === 0) {
      setRatingMissing(true)
      return
    }
    const parsed = feedbackSchema.safeParse({ rating, message, pageUrl: pathname })
    if (!parsed.success) {
      toast.error(t('errorTitle'), { description: t('errorText') })
      return
    }
    setSending(true)
    try {
      const response = await fetch('/api/feedback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...parsed.data, locale }),
      })
      if (!response.ok) throw new Error(`feedback answered ${response.status}`)
      toast.success(t('successTitle'), { description: t('successText') })
      setRating(0)
      setMessage('')
      onOpenChange(false)
    } catch {
      toast.error(t('errorTitle'), { description: t('errorText') })
    } finally {
      setSending(false)
    }
  }

  return (
    <Dialog.Root open={isOpen} onOpenChange={changeOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-950/45 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-canvas p-6 shadow-2xl focus:outline-none sm:p-7">
          <DialogHeading
            title={t('title')}
            description={t('description')}
            closeLabel={t('close')}
            isCloseDisabled={isSending}
          />

          <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-5">
            <fieldset
              disabled={isSending}
              aria-describedby={isRatingMissing ? ids.error : undefined}
            >
              <legend id={ids.rating} className="text-sm font-medium text-ink">
                {t('ratingLabel')}
              </legend>
              <div className="mt-2 flex items-center gap-1" onMouseLeave={() => setHovered(0)}>
                {ratings.map((value) => (
                  <label
                    key={value}
                    className="group relative cursor-pointer rounded-md p-1 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-primary/40"
                    onMouseEnter={() => setHovered(value)}
                  >
                    <input
                      type="radio"
                      name="rating"
                      value={value}
                      checked={rating === value}
                      onChange={() => {
                        setRating(value)
                        setRatingMissing(false)
                      }}
                      className="absolute inset-0 cursor-pointer opacity-0"
                      aria-label={t('star', { rating: value, label: label(value) })}
                    />
                    <Star
                      aria-hidden="true"
                      className={cn(
                        'size-8 transition-colors motion-reduce:transition-none',
                        shown >= value
                          ? 'fill-amber-400 text-amber-500'
                          : 'text-ink-soft/40 group-hover:text-amber-400',
                      )}
                    />
                  </label>
                ))}
                <span className="ml-3 text-sm font-medium text-ink-soft" aria-hidden="true">
                  {shown ? label(shown) : ''}
                </span>
              </div>
              {isRatingMissing ? (
                <p
                  id={ids.error}
                  role="alert"
                  className="mt-2 text-sm text-red-700 dark:text-red-300"
                >
                  {t('ratingRequired')}
                </p>
              ) : null}
            </fieldset>

            <TextAreaField
              id={ids.message}
              name="message"
              label={t('messageLabel')}
              rows={4}
              maxLength={FEEDBACK_MESSAGE_MAX}
              value={message}
              disabled={isSending}
              onChange={(event) => setMessage(event.target.value)}
              placeholder={t('messagePlaceholder')}
              hint={
                message ? (
                  <span className="block text-right tabular-nums">
                    {t('counter', { count: message.length })}
                  </span>
                ) : undefined
              }
            />

            <p className="flex items-center gap-2 text-sm text-ink-soft">
              <UserRound className="size-4 shrink-0" aria-hidden="true" />
              <span className="break-all">
                {isSignedIn ? (email ? t('signedInAs', { email }) : null) : t('anonymous')}
              </span>
            </p>

            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button type="button" variant="secondary" disabled={isSending}>
                  {t('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={isSending || rating === 0}>
                {isSending ? (
                  <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                ) : null}
                {isSending ? t('submitting') : t('submit')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
