/**
 * Changing what proves an account (its password, its e-mail address), for members and staff alike.
 * Payload's update route would change either with nothing but a session (a stolen cookie would be
 * enough to take the account over). Here:
 * - a member's password changes only through the site's forms: the member area (with the current
 *   password) or an e-mailed reset link; the raw API refuses it, also for staff;
 * - staff change a password (theirs, or an administrator another staff account's) in the admin by also
 *   typing their own current password;
 * - a new e-mail address is only recorded as pending: it replaces the old one when its owner opens the
 *   link sent to it (valid 24 h), and the old address is told of the request;
 * - a password change, a reset or an e-mail change ends the account's other sessions.
 * docs/security.md describes the whole account model.
 * Kept whole: every rule about what proves an account sits together, so that no route skips one.
 */
import { createHash, pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import {
  APIError,
  Forbidden,
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeOperationHook,
  type Field,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { toLocale, type Locale } from '@/i18n/locales'
import { absoluteUrl } from '@/i18n/routing'
import { getEnv } from '@/lib/platform/config/env'
import { queueEmail } from '@/lib/email'
import { logSecurityEvent } from '@/lib/security'

import { isCommonPassword } from './password-policy'
import { isAdminUser } from './roles'
import { emailLocalPart } from './viewer-state'

export type AccountCollection = 'members' | 'users'

/** Marks the server's own credential writes (site forms, confirmations), which this guard lets pass. */
export const TRUSTED_CREDENTIALS_CONTEXT = { sylvaTrustedCredentials: true } as const

const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000

const pbkdf2Async = promisify(pbkdf2)

/** Payload's stored hash: `pbkdf2-sha256-v1:` + 600,000 iterations and 32 bytes, or its older format. */
function hashParameters(hash: string): { digest: string; iterations: number; keyLength: number } {
  const prefix = 'pbkdf2-sha256-v1:'
  return hash.startsWith(prefix)
    ? { digest: hash.slice(prefix.length), iterations: 600_000, keyLength: 32 }
    : { digest: hash, iterations: 25_000, keyLength: 512 }
}

/** The cost of checking a real password, spent when there is no account to check it against. */
export async function spendPasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), 600_000, 32, 'sha256')
}

/** Checks a password against an account's stored hash without signing in (no session, no counter). */
export async function verifyPassword(
  account: { hash?: string | null; salt?: string | null },
  password: string,
): Promise<boolean> {
  if (!account.hash || !account.salt || !password) return false
  const { digest, iterations, keyLength } = hashParameters(account.hash)
  const derived = await pbkdf2Async(password, account.salt, iterations, keyLength, 'sha256')
  const stored = Buffer.from(digest, 'hex')
  return stored.length === derived.length && timingSafeEqual(stored, derived)
}

type AuthSecrets = {
  id: number | string
  email: string
  hash?: string | null
  salt?: string | null
  displayName?: string | null
  name?: string | null
  preferences?: { language?: string | null } | null
  sessions?: { id: string; createdAt?: string | null; expiresAt: string }[] | null
}

export async function loadAuthSecrets(
  payload: Payload,
  collection: AccountCollection,
  id: number | string,
  req?: PayloadRequest,
): Promise<AuthSecrets> {
  return (await payload.findByID({
    collection,
    id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })) as unknown as AuthSecrets
}

/** The fields an e-mail change keeps while it waits for the new address to be confirmed. */
export const pendingEmailFields: Field[] = [
  {
    name: 'pendingEmail',
    type: 'email',
    label: { fr: 'Nouvelle adresse en attente', en: 'Pending new address' },
    access: { create: () => false, update: () => false },
    admin: {
      readOnly: true,
      position: 'sidebar',
      condition: (data) => Boolean(data?.pendingEmail),
      description: {
        fr: 'Remplacera l’adresse actuelle quand son propriétaire aura ouvert le lien envoyé (24 h).',
        en: 'Replaces the current address once its owner opens the link sent to it (24 h).',
      },
    },
  },
  { name: 'pendingEmailToken', type: 'text', hidden: true, index: true },
  { name: 'pendingEmailExpiresAt', type: 'date', hidden: true },
]

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function accountLocale(account: AuthSecrets, fallback: Locale): Locale {
  return account.preferences?.language ? toLocale(account.preferences.language) : fallback
}

function accountName(account: AuthSecrets): string {
  return account.displayName || account.name || emailLocalPart(account.email)
}

async function isAddressTaken(
  payload: Payload,
  email: string,
  exceptId: number | string,
  req?: PayloadRequest,
): Promise<boolean> {
  for (const collection of ['members', 'users'] as const) {
    const { totalDocs } = await payload.count({
      collection,
      where: { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return true
  }
  return false
}

/**
 * Records `newEmail` as pending and sends the confirmation link to it, and a notice to the current
 * address. An address already used by another account gets no link (the answer stays the same, so
 * that the form cannot be used to find out which addresses have accounts).
 */
export async function requestEmailChange({
  payload,
  collection,
  id,
  newEmail,
  locale,
  ip,
  req,
}: {
  payload: Payload
  collection: AccountCollection
  id: number | string
  newEmail: string
  locale: Locale
  ip?: string
  req?: PayloadRequest
}): Promise<void> {
  const account = await loadAuthSecrets(payload, collection, id, req)
  const email = newEmail.trim().toLowerCase()
  if (email === account.email.toLowerCase()) return
  const language = accountLocale(account, locale)
  const name = accountName(account)
  await logSecurityEvent(payload, {
    type: 'email_change_requested',
    userId: id,
    accountType: collection,
    email: account.email,
    ip,
    details: { new_email: email },
  })
  await queueEmail(
    payload,
    { to: account.email, template: 'emailChangeNotice', locale: language, name, link: '' },
    { req, sendNow: !req },
  )
  if (await isAddressTaken(payload, email, id, req)) return
  const token = randomBytes(32).toString('hex')
  await payload.update({
    collection,
    id,
    data: {
      pendingEmail: email,
      pendingEmailToken: hashToken(token),
      pendingEmailExpiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS).toISOString(),
    },
    overrideAccess: true,
    context: { ...TRUSTED_CREDENTIALS_CONTEXT },
    req,
  })
  await queueEmail(
    payload,
    {
      to: email,
      template: 'emailChange',
      locale: language,
      name,
      link: absoluteUrl(getEnv().siteUrl, `/auth/confirmer-email?token=${token}`, language),
      params: { email },
    },
    { req, sendNow: !req },
  )
}

export type EmailChangeOutcome =
  | { ok: true; collection: AccountCollection; email: string }
  | { ok: false; reason: 'invalid' | 'taken' }

/** Applies a pending e-mail change from its link: the new address is proven, other sessions end. */
export async function confirmEmailChange(
  payload: Payload,
  token: string,
  ip?: string,
): Promise<EmailChangeOutcome> {
  if (!/^[a-f0-9]{64}$/.test(token)) return { ok: false, reason: 'invalid' }
  const tokenHash = hashToken(token)
  for (const collection of ['members', 'users'] as const) {
    const { docs } = await payload.find({
      collection,
      where: { pendingEmailToken: { equals: tokenHash } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const account = docs[0] as
      | (AuthSecrets & { pendingEmail?: string | null; pendingEmailExpiresAt?: string | null })
      | undefined
    if (!account) continue
    const expiresAt = Date.parse(account.pendingEmailExpiresAt ?? '')
    const email = account.pendingEmail
    const clear = { pendingEmail: null, pendingEmailToken: null, pendingEmailExpiresAt: null }
    if (!email || !(expiresAt > Date.now())) {
      await payload.update({
        collection,
        id: account.id,
        data: clear,
        overrideAccess: true,
        context: { ...TRUSTED_CREDENTIALS_CONTEXT },
      })
      return { ok: false, reason: 'invalid' }
    }
    if (await isAddressTaken(payload, email, account.id)) return { ok: false, reason: 'taken' }
    await payload.update({
      collection,
      id: account.id,
      data: {
        ...clear,
        email,
        sessions: [],
        ...(collection === 'members' ? { _verified: true } : {}),
      },
      overrideAccess: true,
      context: { ...TRUSTED_CREDENTIALS_CONTEXT },
    })
    await logSecurityEvent(payload, {
      type: 'email_changed',
      userId: account.id,
      accountType: collection,
      email,
      ip,
      details: { previous_email: account.email },
    })
    return { ok: true, collection, email }
  }
  return { ok: false, reason: 'invalid' }
}

/** Ends every session of an account but `keepSessionId` (the browser that made the change). */
export async function endOtherSessions({
  payload,
  collection,
  id,
  keepSessionId,
  req,
}: {
  payload: Payload
  collection: AccountCollection
  id: number | string
  keepSessionId?: string
  req?: PayloadRequest
}): Promise<void> {
  const account = await loadAuthSecrets(payload, collection, id, req)
  const kept = (account.sessions ?? []).filter((session) => session.id === keepSessionId)
  await payload.update({
    collection,
    id,
    data: { sessions: kept },
    overrideAccess: true,
    context: { ...TRUSTED_CREDENTIALS_CONTEXT },
    req,
  })
}

const PENDING = 'sylvaCredentialChange'

type PendingChange = {
  newEmail?: string
  passwordChanged?: boolean
  keepSessionId?: string
}

function isTrusted(req: PayloadRequest): boolean {
  return req.context?.sylvaTrustedCredentials === true
}

function sessionIdOf(req: PayloadRequest): string | undefined {
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  return typeof sid === 'string' ? sid : undefined
}

const CURRENT_PASSWORD_REQUIRED =
  'Saisissez votre mot de passe actuel pour changer un mot de passe ou une adresse e-mail.'
const MEMBER_PASSWORD_REFUSED =
  'Le mot de passe d’un membre ne se change que depuis son espace ou par un lien de réinitialisation.'
export const COMMON_PASSWORD_MESSAGE =
  'Ce mot de passe est trop facile à deviner (très courant, fait d’un caractère répété, ou bâti sur le nom du site, un nom ou une adresse) : choisissez-en un autre.'

/**
 * `beforeOperation` of both account collections: refuses or reroutes credential changes made through
 * Payload's update (REST, GraphQL, the admin). A new e-mail address is taken out of the update and
 * handed to `afterCredentialChange`, which starts the confirmation.
 */
export function guardCredentialChanges(
  collection: AccountCollection,
): CollectionBeforeOperationHook {
  return async ({ args, operation, req }) => {
    if (operation === 'create') {
      const data = (args as { data?: Record<string, unknown> }).data
      const password = data?.password
      const words = {
        email: typeof data?.email === 'string' ? data.email : undefined,
        name: [data?.name, data?.displayName].find(
          (value): value is string => typeof value === 'string',
        ),
      }
      if (typeof password === 'string' && isCommonPassword(password, words))
        throw new ValidationError({
          collection,
          errors: [{ message: COMMON_PASSWORD_MESSAGE, path: 'password' }],
        })
      return args
    }
    if (operation !== 'update' || isTrusted(req)) return args
    const update = args as { id?: number | string; data?: Record<string, unknown> }
    const data = update.data
    if (!data) return args
    const currentPassword = data.currentPassword
    delete data.currentPassword
    const wantsPassword = typeof data.password === 'string' && data.password.length > 0
    const wantsEmail = typeof data.email === 'string'
    if (!wantsPassword && !wantsEmail) return args
    if (update.id === undefined) throw new Forbidden(req.t)

    if (wantsEmail) {
      const account = await loadAuthSecrets(req.payload, collection, update.id, req)
      if ((data.email as string).trim().toLowerCase() === account.email.toLowerCase())
        delete data.email
    }
    if (wantsPassword && collection === 'members') throw new APIError(MEMBER_PASSWORD_REFUSED, 403)
    // A member changes their address from the member area, with their password; through the API only
    // an administrator may start a change (the new address still has to confirm it). Anyone else's
    // value is dropped, as Payload drops every field its author may not write.
    if (typeof data.email === 'string' && collection === 'members' && !isAdminUser(req.user))
      delete data.email

    const changesEmail = typeof data.email === 'string'
    if (!wantsPassword && !changesEmail) return args
    if (collection === 'users') {
      // Staff re-prove who they are with their own password, whichever staff account they change.
      if (req.user?.collection !== 'users') throw new Forbidden(req.t)
      const actor = await loadAuthSecrets(req.payload, 'users', req.user.id, req)
      const isProven =
        typeof currentPassword === 'string' && (await verifyPassword(actor, currentPassword))
      if (!isProven)
        throw new ValidationError({
          collection,
          errors: [{ message: CURRENT_PASSWORD_REQUIRED, path: 'currentPassword' }],
        })
      if (wantsPassword && isCommonPassword(data.password as string))
        throw new ValidationError({
          collection,
          errors: [{ message: COMMON_PASSWORD_MESSAGE, path: 'password' }],
        })
    }
    const pending: PendingChange = {
      passwordChanged: wantsPassword,
      keepSessionId:
        req.user?.collection === collection && String(req.user.id) === String(update.id)
          ? sessionIdOf(req)
          : undefined,
    }
    if (changesEmail) {
      pending.newEmail = data.email as string
      delete data.email
    }
    req.context = { ...req.context, [PENDING]: pending }
    return args
  }
}

/** `afterChange` of both account collections: what `guardCredentialChanges` set aside. */
export function afterCredentialChange(collection: AccountCollection): CollectionAfterChangeHook {
  return async ({ doc, operation, req }) => {
    const pending = req.context?.[PENDING] as PendingChange | undefined
    if (operation !== 'update' || !pending) return doc
    delete req.context[PENDING]
    if (pending.passwordChanged) {
      await endOtherSessions({
        payload: req.payload,
        collection,
        id: doc.id,
        keepSessionId: pending.keepSessionId,
        req,
      })
      await logSecurityEvent(req.payload, {
        type: 'password_changed',
        userId: doc.id,
        accountType: collection,
        email: doc.email,
        details: { changed_by: req.user ? `${req.user.collection}:${req.user.id}` : 'server' },
      })
    }
    if (pending.newEmail) {
      await requestEmailChange({
        payload: req.payload,
        collection,
        id: doc.id,
        newEmail: pending.newEmail,
        locale: 'fr',
        req,
      })
    }
    return doc
  }
}
