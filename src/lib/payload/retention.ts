/* Plain Node: reached from the Payload config through endpoints and hooks. */
import type { CollectionSlug, Payload } from 'payload'

/** Deletes the documents whose date `field` is older than `maxAgeMs`; returns how many went. */
export async function deleteOlderThan(
  payload: Payload,
  {
    collection,
    field,
    maxAgeMs,
    now = Date.now(),
  }: { collection: CollectionSlug; field: string; maxAgeMs: number; now?: number },
): Promise<number> {
  const { docs } = await payload.delete({
    collection,
    where: { [field]: { less_than: new Date(now - maxAgeMs).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}
