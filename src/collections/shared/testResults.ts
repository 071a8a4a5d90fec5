import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * Before an account is deleted (by the member, or by staff in the admin), its personality-test answers
 * and results go too, share links included: nothing stays behind without an owner.
 * Before, not after: the database clears the link to a deleted account, so the rows could no longer be
 * found.
 */
export function deleteTestResultsOf(owner: 'member' | 'staffUser'): CollectionBeforeDeleteHook {
  return async ({ id, req }) => {
    await req.payload.delete({
      collection: 'test-results',
      where: { [owner]: { equals: id } },
      overrideAccess: true,
      req,
    })
  }
}
