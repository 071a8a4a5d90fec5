/** Boots Payload for one integration test file, on the database prepared by setup.ts. */
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { closeDatabase } from '@/lib/platform/db/close'
import { applyMigrations } from '@/lib/platform/db/migrate'

export { config }

export async function startPayload(): Promise<Payload> {
  const payload = await getPayload({ config })
  await applyMigrations(payload)
  return payload
}

export async function stopPayload(payload: Payload | undefined): Promise<void> {
  if (payload) await closeDatabase(payload)
}
