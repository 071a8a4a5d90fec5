/**
 * The rules of the account forms (docs/behaviour.md › Auth screen), shared by the browser (instant
 * feedback) and the server (the only check that counts). Messages are catalogue keys (namespace
 * `auth`), translated where shown.
 */
import { z } from 'zod'

import { cleanLine } from '@/lib/platform/text/clean'

import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './limits'

export { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN }

const email = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(EMAIL_MAX, 'validation.email')
  .pipe(z.email({ error: 'validation.email' }))
  .transform((value) => value.toLowerCase())

const loginPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .max(PASSWORD_MAX, `validation.max|${PASSWORD_MAX}`)

const newPassword = z
  .string({ error: 'validation.required' })
  .min(1, 'validation.required')
  .min(PASSWORD_MIN, `validation.min|${PASSWORD_MIN}`)
  .max(PASSWORD_MAX, `validation.max|${PASSWORD_MAX}`)

export const loginSchema = z.object({ email, password: loginPassword })

/** A display name: one line, without control or direction-changing characters (they are removed). */
const displayName = z
  .string({ error: 'validation.required' })
  .transform(cleanLine)
  .pipe(z.string().min(1, 'validation.required').max(NAME_MAX, `validation.max|${NAME_MAX}`))

export const signupSchema = z.object({
  name: displayName,
  email,
  password: newPassword,
})

export const emailOnlySchema = z.object({ email })

export const resetSchema = z
  .object({
    token: z.string().trim().min(1).max(200),
    password: newPassword,
    confirm: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  })
  .refine((data) => data.password === data.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMismatch',
  })

export const changePasswordSchema = z
  .object({
    current: loginPassword,
    password: newPassword,
    confirm: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  })
  .refine((data) => data.password === data.confirm, {
    path: ['confirm'],
    message: 'validation.passwordMismatch',
  })

export const changeEmailSchema = z.object({ current: loginPassword, email })

export const profileSchema = z.object({
  displayName,
  language: z.enum(['fr', 'en', 'es', 'de', 'nl']),
})

/** The messages of the `auth.validation` catalogue namespace that these rules produce. */
export const validationKeys = [
  'required',
  'email',
  'min',
  'max',
  'passwordMismatch',
  'commonPassword',
] as const
export type ValidationKey = (typeof validationKeys)[number]

function isValidationKey(key: string): key is ValidationKey {
  return (validationKeys as readonly string[]).includes(key)
}

/**
 * A field's message as the rules write it ("validation.min|6"): its catalogue key and number, or null
 * for anything else (a message that is not a rule's, such as `wrongCurrent`).
 */
export function readValidationMessage(message: string): { key: ValidationKey; n: number } | null {
  const [full = '', n = '0'] = message.split('|')
  const key = full.replace(/^validation\./, '')
  return full.startsWith('validation.') && isValidationKey(key) ? { key, n: Number(n) } : null
}

export type FieldErrors = Partial<Record<string, string>>

/** The first message of each field, for display under it (and the first overall, for the toast). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    errors[field] ??= issue.message
  }
  return errors
}

/**
 * Reads a form field as a string; anything else (files, repeated fields) counts as missing, and so
 * does every field of an action called with something other than a form (a forged request).
 */
export function formString(form: unknown, name: string): string | undefined {
  const value = form instanceof FormData ? form.get(name) : null
  return typeof value === 'string' ? value : undefined
}
