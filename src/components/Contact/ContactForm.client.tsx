'use client'

import { Loader2, Send } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'

import { Field, TextAreaField } from '@/components/Auth/Field'
import { contactFailureText } from '@/components/Contact/failure-text'
import { useFieldText } from '@/components/Forms/useFieldText'
import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { fieldErrors, type FieldErrors } from '@/lib/auth/schemas'
import {
  contactFields,
  contactLimits,
  contactSchema,
  HONEYPOT_FIELD,
  type ContactError,
  contactValidationKey,
} from '@/lib/contact/schema'

/** The pause before sending: a double click does not send twice, the state is seen. */
const SEND_DELAY_MS = 500

type FieldName = (typeof contactFields)[number] | typeof HONEYPOT_FIELD
type Values = Record<FieldName, string>

const sentFields: readonly FieldName[] = [...contactFields, HONEYPOT_FIELD]

/** What the fields hold now (they are uncontrolled: what was typed before hydration is there). */
function valuesOf(form: HTMLFormElement): Values {
  const data = new FormData(form)
  const text = (field: FieldName) => {
    const value = data.get(field)
    return typeof value === 'string' ? value : ''
  }
  return Object.fromEntries(sentFields.map((field) => [field, text(field)])) as Values
}

type Answer = { ok: boolean; error?: ContactError; fields?: FieldErrors }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The contact form (docs/behaviour.md › Contact form): the shared rules in the browser (first error
 * as a toast, each under its field), the honeypot, a 500 ms pause, then POST /api/contact, which
 * checks everything again. Without script the same form posts to the same address and the page
 * shows the outcome. The fields keep their own values, read when the form is sent.
 */
export function ContactForm() {
  const t = useTranslations('contactForm')
  const locale = toLocale(useLocale())
  const {
    ref: messageField,
    text: typedMessage,
    read: readMessage,
  } = useFieldText<HTMLTextAreaElement>()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [isSending, setSending] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const message = (key: string | undefined) => {
    const known = contactValidationKey(key)
    return known ? t(`validation.${known}`) : undefined
  }

  function showFieldErrors(found: FieldErrors) {
    setErrors(found)
    const first = contactFields.find((field) => found[field])
    if (!first) return
    toast.error(message(found[first]))
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  function showFailure(answer: Answer | null) {
    const error = answer?.error
    if (error === 'invalidFields') showFieldErrors(answer?.fields ?? {})
    else {
      const { title, description } = contactFailureText(t, error)
      toast.error(title, { description })
    }
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (isSending) return
    const form = event.currentTarget
    const values = valuesOf(form)
    if (values[HONEYPOT_FIELD]) {
      toast.error(t('errors.spam'))
      return
    }
    const parsed = contactSchema.safeParse(values)
    if (!parsed.success) {
      showFieldErrors(fieldErrors(parsed.error))
      return
    }
    setErrors({})
    setSending(true)
    try {
      await wait(SEND_DELAY_MS)
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, locale }),
      })
      const answer = (await response.json().catch(() => null)) as Answer | null
      if (!response.ok || !answer?.ok) {
        showFailure(answer)
        return
      }
      toast.success(t('success.title'), {
        description: t('success.text', { name: parsed.data.name }),
      })
      form.reset()
      readMessage()
      setErrors({})
    } catch {
      showFailure(null)
    } finally {
      setSending(false)
    }
  }

  function change(field: FieldName) {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const bind = (field: FieldName) => ({
    name: field,
    id: `contact-${field}`,
    onChange: () => change(field),
  })

  return (
    <form
      ref={formRef}
      action="/api/contact"
      method="post"
      noValidate
      onSubmit={send}
      aria-busy={isSending}
      className="relative flex flex-col gap-5"
    >
      <input type="hidden" name="locale" value={locale} />
      <fieldset disabled={isSending} className="flex min-w-0 flex-col gap-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            {...bind('name')}
            label={t('fields.name')}
            autoComplete="name"
            required
            error={message(errors.name)}
          />
          <Field
            {...bind('email')}
            type="email"
            label={t('fields.email')}
            autoComplete="email"
            required
            error={message(errors.email)}
          />
        </div>
        <Field
          {...bind('subject')}
          label={t('fields.subject')}
          maxLength={contactLimits.subjectMax}
          error={message(errors.subject)}
        />
        <TextAreaField
          {...bind('message')}
          ref={messageField}
          onChange={() => {
            change('message')
            readMessage()
          }}
          label={t('fields.message')}
          required
          rows={7}
          maxLength={contactLimits.messageMax}
          error={message(errors.message)}
          hint={
            typedMessage
              ? t('counter', { count: typedMessage.length, max: contactLimits.messageMax })
              : undefined
          }
        />
        {/* Robots fill in every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
          <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{t('fields.website')}</label>
          <input {...bind(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
        </div>
      </fieldset>
      <p className="text-sm text-ink-soft">
        {t.rich('privacy', {
          link: (chunks) => (
            <a
              href={localizedHref('/politique-confidentialite', locale)}
              className="text-link underline underline-offset-2"
            >
              {chunks}
            </a>
          ),
        })}
      </p>
      <div>
        <Button
          type="submit"
          data-main-action
          size="lg"
          disabled={isSending}
          className="w-full sm:w-auto"
        >
          {isSending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {isSending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  )
}
