import type { Access, SanitizedConfig } from 'payload'

import { isStaffUser } from '@/access'

const operations = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const

/**
 * Payload adds internal collections (preferences, document locks, migrations, jobs) whose access lets
 * any signed-in account in, members included. Only staff may touch them through the APIs; the server
 * itself still uses them through the Local API, which skips access control.
 */
export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (!entity.slug.startsWith('payload-')) continue
    const access = entity.access as Partial<Record<(typeof operations)[number], Access>>
    for (const operation of operations) {
      const original = access[operation]
      if (!original) continue
      access[operation] = (args) => (isStaffUser(args.req.user) ? original(args) : false)
    }
  }
  return config
}
