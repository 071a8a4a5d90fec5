import type { CollectionBeforeDeleteHook, CollectionSlug } from 'payload'

/** The rows that belong to an account, by the field that names their owner. */
const ownedBy = {
  member: ['test-results', 'tip-marks', 'tip-email-sends'],
  staffUser: ['test-results'],
} as const satisfies Record<string, readonly CollectionSlug[]>

/**
 * Before an account is deleted (by the member, or by staff in the admin), the rows it owns go: test
 * answers and results (share links included), daily-tip marks and the record of morning e-mails.
 * Before, not after: the database clears the link to a deleted account, so the rows could no longer be
 * found.
 */
export function deleteRowsOf(owner: keyof typeof ownedBy): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    for (const collection of ownedBy[owner])
      await req.payload.delete({
        collection,
        where: { [owner]: { equals: id } },
        overrideAccess: true,
        req,
      })
  }
}
