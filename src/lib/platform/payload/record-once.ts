/**
 * "This happened once" as a row with a unique `key` (docs/architecture.md › Background jobs): a
 * day's scheduled run, a member's morning e-mail of the day, a tip marked done. The row is created
 * together with whatever must happen only once (`alsoDo`, in the same transaction); a key that
 * exists already, whether found first or refused by the unique index because another request or
 * instance recorded it a moment earlier, answers `taken` and nothing else is done.
 */
import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
} from 'payload'

export async function recordOnce(
  payload: Payload,
  {
    collection,
    key,
    data,
    alsoDo,
  }: {
    collection: CollectionSlug
    key: string
    /** The row's other fields. */
    data: Record<string, unknown>
    /** Done in the row's transaction: if it fails, the row is not kept either. */
    alsoDo?: (req: PayloadRequest) => Promise<void>
  },
): Promise<'recorded' | 'taken'> {
  const isTaken = async () =>
    (
      await payload.count({
        collection,
        where: { key: { equals: key } },
        overrideAccess: true,
      })
    ).totalDocs > 0
  if (await isTaken()) return 'taken'
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  let created: { id: number | string } | undefined
  try {
    created = await payload.create({
      collection,
      data: { ...data, key } as never,
      overrideAccess: true,
      req,
    })
    await alsoDo?.(req)
    await commitTransaction(req)
    return 'recorded'
  } catch (error) {
    await killTransaction(req)
    if (created) {
      // The other work failed. PostgreSQL rolled the row back with it; the embedded SQLite database
      // runs without transactions (Payload's SQLite adapter starts none unless configured), so the
      // row is removed here, and a retry can record the key.
      const id = created.id
      await payload.delete({ collection, id, overrideAccess: true }).catch(() => undefined)
      throw error
    }
    if (await isTaken()) return 'taken'
    throw error
  }
}
