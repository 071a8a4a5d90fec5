/**
 * The contact form's rules (docs/behaviour.md › Contact form), shared by the browser (instant
 * feedback) and the server (the only check that counts). Messages are catalogue keys of the
 * `contactForm` namespace, translated where shown. Pure: no server module, no database.
 */
import { z } from 'zod'

import { EMAIL_MAX, NAME_MAX } from '@/lib/auth'
import { cleanLine, cleanText } from '@/lib/platform/text/clean'

export const contactLimits = {
  nameMin: 2,
  nameMax: NAME_MAX,
  emailMax: EMAIL_MAX,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const

/** Stored when the visitor leaves the subject empty. */
export const DEFAULT_CONTACT_SUBJECT = 'Contact depuis le site'

/** Query parameters through which a form posted without script learns its outcome (303 to /contact). */
export const CONTACT_OUTCOME = { outcome: 'envoi', field: 'champ' } as const

/** The refusals, as POST /api/contact answers them. */
const contactErrors = [
  'invalidFields',
  'spam',
  'rateLimited',
  'duplicate',
  'invalidData',
  'unavailable',
  'tooLarge',
  'generic',
] as const
export type ContactError = (typeof contactErrors)[number]

/**
 * Failures the server can explain in a sentence it wrote for people (`contactForm.errors.reasons`):
 * shown as « Erreur lors de l'envoi » with « Erreur: {reason} ». Anything else, and any text of an
 * exception, never reaches the reader: they get « Veuillez réessayer plus tard ».
 */
const explainedFailures = ['unavailable', 'tooLarge'] as const
export type ExplainedFailure = (typeof explainedFailures)[number]

export function isExplainedFailure(error: unknown): error is ExplainedFailure {
  return (explainedFailures as readonly unknown[]).includes(error)
}

/**
 * The refusals told in one sentence of their own (`contactForm.errors.<error>`): invalid fields show
 * under each field, and `generic` (like anything unknown) as the "try again later" title and text.
 */
const contactErrorsWithMessage = contactErrors.filter(
  (error): error is Exclude<ContactError, 'invalidFields' | 'generic' | ExplainedFailure> =>
    error !== 'invalidFields' && error !== 'generic' && !isExplainedFailure(error),
)

export function hasOwnMessage(error: unknown): error is (typeof contactErrorsWithMessage)[number] {
  return (contactErrorsWithMessage as readonly unknown[]).includes(error)
}

/** The messages of the `contactForm.validation` catalogue namespace that these rules produce. */
const contactValidationKeys = [
  'nameMin',
  'nameMax',
  'nameChars',
  'emailInvalid',
  'emailTooLong',
  'emailFormat',
  'subjectMax',
  'messageMin',
  'messageMax',
  'spam',
] as const
export type ContactValidationKey = (typeof contactValidationKeys)[number]

/** The catalogue key of a field's message ("validation.nameMin" → "nameMin"), or null. */
export function contactValidationKey(message: unknown): ContactValidationKey | null {
  if (typeof message !== 'string' || !message.startsWith('validation.')) return null
  const key = message.slice('validation.'.length)
  return contactValidationKeys.find((known) => known === key) ?? null
}

/** The hidden field only robots fill in. */
export const HONEYPOT_FIELD = 'website'

/** Letters of any script (accents included), spaces, hyphens and apostrophes. */
const NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u
/** A standard address pattern, on top of Zod's own e-mail check. */
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$/

const name = z
  .string({ error: 'validation.nameMin' })
  .transform(cleanLine)
  .pipe(
    z
      .string()
      .min(contactLimits.nameMin, 'validation.nameMin')
      .max(contactLimits.nameMax, 'validation.nameMax')
      .regex(NAME_PATTERN, 'validation.nameChars'),
  )

const email = z
  .string({ error: 'validation.emailInvalid' })
  .transform((value) => cleanLine(value).toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'validation.emailInvalid')
      .max(contactLimits.emailMax, 'validation.emailTooLong'),
  )
  .pipe(z.email({ error: 'validation.emailInvalid' }))
  .pipe(z.string().regex(EMAIL_PATTERN, 'validation.emailFormat'))

const subject = z
  .string({ error: 'validation.subjectMax' })
  .optional()
  .transform((value) => cleanLine(value ?? ''))
  .pipe(z.string().max(contactLimits.subjectMax, 'validation.subjectMax'))

const message = z
  .string({ error: 'validation.messageMin' })
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(contactLimits.messageMin, 'validation.messageMin')
      .max(contactLimits.messageMax, 'validation.messageMax'),
  )

/** Filled in by robots only: any value at all means spam. */
const website = z
  .string({ error: 'validation.spam' })
  .optional()
  .refine((value) => !value, 'validation.spam')

/** In display order: the first field with an error gives the toast. */
export const contactFields = ['name', 'email', 'subject', 'message'] as const

export const contactSchema = z.object({ name, email, subject, message, [HONEYPOT_FIELD]: website })

/**
 * What makes two messages the same for the duplicate check: compatibility forms folded (NFKC), case
 * folded as in French, every run of Unicode spaces (no-break and narrow no-break included, line breaks
 * too) one space, zero-width characters gone, ends trimmed. Only compared, never stored or shown.
 */
export function messageFingerprint(message: string): string {
  return (
    message
      .normalize('NFKC')
      .toLocaleLowerCase('fr')
      .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
      // JavaScript's \s is Unicode's spaces: U+00A0, U+202F, U+2007 and line breaks among them.
      .replace(/\s+/g, ' ')
      .trim()
  )
}

export type ContactInput = z.input<typeof contactSchema>
export type ContactMessageData = z.output<typeof contactSchema>
