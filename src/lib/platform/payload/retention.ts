import type { CollectionSlug, Payload } from 'payload'

import { nowAndThen } from '@/lib/platform/runtime/now-and-then'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long personal traces are kept (cookie policy, security log), by the date that ages them. */
const retention = {
  /** Proof of consent: five years. */
  'consent-records': { field: 'createdAt', maxAgeMs: 5 * 366 * DAY_MS },
  /** A device not seen for 13 months is forgotten, blocked ones included. */
  fingerprints: { field: 'lastSeen', maxAgeMs: 396 * DAY_MS },
  /** The security log: twelve months (as the collection's description tells staff). */
  'security-events': { field: 'createdAt', maxAgeMs: 365 * DAY_MS },
} as const satisfies Partial<Record<CollectionSlug, { field: string; maxAgeMs: number }>>

type RetainedCollection = keyof typeof retention

/** A purge runs at most this often per process, as a side effect of the collection's writes. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000

/** Deletes the documents older than the collection's retention; returns how many went. */
export async function purgeExpired(
  payload: Payload,
  collection: RetainedCollection,
  now = Date.now(),
): Promise<number> {
  const { field, maxAgeMs } = retention[collection]
  const { docs } = await payload.delete({
    collection,
    where: { [field]: { less_than: new Date(now - maxAgeMs).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/**
 * Called after a write to `collection`: purges it at most once an hour in this process, in the
 * background. The request neither waits for the purge nor fails with it; a failure is logged.
 */
export function purgeExpiredNowAndThen(payload: Payload, collection: RetainedCollection): void {
  void nowAndThen(collection, PURGE_INTERVAL_MS, (now) =>
    purgeExpired(payload, collection, now),
  ).catch((error: unknown) =>
    payload.logger.error({ err: error, msg: `Could not purge the expired ${collection}` }),
  )
}
