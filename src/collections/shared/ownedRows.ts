import type { CollectionBeforeDeleteHook, CollectionSlug, PayloadRequest, Where } from 'payload'

/** The rows that belong to an account, by the field that names their owner. */
const ownedBy = {
  member: ['test-results', 'tip-marks', 'tip-email-sends', 'formation-progress', 'fingerprints'],
  staffUser: ['test-results'],
} as const satisfies Record<string, readonly CollectionSlug[]>

type Owner = keyof typeof ownedBy

const accountCollection = { member: 'members', staffUser: 'users' } as const satisfies Record<
  Owner,
  CollectionSlug
>

/**
 * The security log keeps what happened (event type, severity, date) but nothing that points to the
 * person: neither the account's id, which a later account may be given, nor an address, IP or details.
 */
async function anonymiseSecurityEvents(
  req: PayloadRequest,
  account: { id: number | string; email?: string | null },
  accountType: 'members' | 'users',
) {
  const theirs: Where[] = [
    { and: [{ userId: { equals: String(account.id) } }, { accountType: { equals: accountType } }] },
  ]
  if (account.email) theirs.push({ email: { equals: account.email } })
  await req.payload.update({
    collection: 'security-events',
    where: { or: theirs },
    data: { userId: null, email: null, ip: null, details: null },
    overrideAccess: true,
    req,
  })
}

/** What stays of an account's other records once it goes: anonymous ones only. */
async function forgetAccount(
  req: PayloadRequest,
  owner: Owner,
  id: number | string,
  email: string | null,
) {
  if (owner === 'member')
    // Payment records stay (accounting), without the address; the database clears their link.
    for (const collection of ['subscriptions', 'billing-events'] as const)
      await req.payload.update({
        collection,
        where: { member: { equals: id } },
        data: { memberEmail: null },
        overrideAccess: true,
        req,
      })
  // Their ratings stay, as anonymous feedback; cookie decisions stay as anonymous proof (the
  // database clears their link).
  const feedback: Where[] = []
  if (owner === 'member') feedback.push({ member: { equals: id } })
  if (email) feedback.push({ userEmail: { equals: email } })
  if (feedback.length > 0)
    await req.payload.update({
      collection: 'user-feedback',
      where: { or: feedback },
      data: { member: null, userEmail: null },
      overrideAccess: true,
      req,
    })
  if (email)
    await req.payload.delete({
      collection: 'email-outbox',
      where: { to: { equals: email } },
      overrideAccess: true,
      req,
    })
}

/**
 * Before an account is deleted (by the member, or by staff in the admin), everything personal it
 * leaves goes: test answers and results (share links included), daily-tip marks, the record of
 * morning e-mails, formation progress, devices seen while signed in and the development outbox's
 * e-mails; feedback, payment and security records stay without anything naming the person. Before,
 * not after: the database clears the link to a deleted account, so the rows could no longer be found.
 */
export function deleteRowsOf(owner: Owner): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    const collection = accountCollection[owner]
    const account = await req.payload.findByID({
      collection,
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    for (const rows of ownedBy[owner])
      await req.payload.delete({
        collection: rows,
        where: { [owner]: { equals: id } },
        overrideAccess: true,
        req,
      })
    const email = account?.email ?? null
    await forgetAccount(req, owner, id, email)
    await anonymiseSecurityEvents(req, { id, email }, collection)
  }
}
