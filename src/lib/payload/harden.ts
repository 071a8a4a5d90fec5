import type { Access, Endpoint, SanitizedConfig } from 'payload'

import { isAdminUser, isStaffUser } from '@/access'

const operations = ['create', 'read', 'update', 'delete', 'readVersions', 'unlock'] as const

/**
 * How far staff may go with each internal collection through the APIs. Anything internal that is not
 * listed here keeps Payload's own rule, restricted to staff.
 */
const readOnlyForAdmins = new Set(['payload-migrations', 'payload-jobs'])

function staffOnly(original: Access): Access {
  return (args) => (isStaffUser(args.req.user) ? original(args) : false)
}

const adminReadOnly = (operation: (typeof operations)[number]): Access =>
  operation === 'read' ? ({ req }) => isAdminUser(req.user) : () => false

function staffOnlyEndpoint(endpoint: Endpoint): Endpoint {
  return {
    ...endpoint,
    handler: (req) =>
      isStaffUser(req.user)
        ? endpoint.handler(req)
        : Response.json(
            { errors: [{ message: 'You are not allowed to perform this action.' }] },
            { status: 403 },
          ),
  }
}

/**
 * Payload adds internal collections (preferences, document locks, migrations, jobs) whose access lets
 * any signed-in account in, members included. Only staff may touch them through the APIs (their custom
 * endpoints included); the server itself still uses them through the Local API, which skips access.
 */
export function restrictInternalCollections(config: SanitizedConfig): SanitizedConfig {
  for (const entity of [...config.collections, ...config.globals]) {
    if (!entity.slug.startsWith('payload-')) continue
    const access = entity.access as Partial<Record<(typeof operations)[number], Access>>
    for (const operation of operations) {
      const original = access[operation]
      if (readOnlyForAdmins.has(entity.slug)) access[operation] = adminReadOnly(operation)
      else if (original) access[operation] = staffOnly(original)
    }
    if (Array.isArray(entity.endpoints)) entity.endpoints = entity.endpoints.map(staffOnlyEndpoint)
  }
  return config
}
