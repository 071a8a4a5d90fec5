import {
  NotFound,
  type Access,
  type CollectionBeforeOperationHook,
  type Endpoint,
  type SanitizedConfig,
} from 'payload'

import { isAdminUser, isStaffUser } from '@/access'
import { checkWhere, whereSchemaOf } from '@/lib/platform/payload/where'

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

/** The most documents one API request may list, for anyone but staff. */
export const MAX_PUBLIC_PAGE_SIZE = 100

const numericId = /^[1-9][0-9]{0,15}$/

/**
 * Requests from outside (REST, GraphQL) get plain answers to malformed or unbounded reads: an id that
 * cannot exist is 404 (not a database error, and `/articles/1abc` is not article 1), a filter whose
 * values do not fit its fields is 400 (src/lib/platform/payload/where.ts), and a page holds at most
 * MAX_PUBLIC_PAGE_SIZE documents for visitors and members (`limit=0`, a huge limit or
 * `pagination=false` are brought back to it). The server's own Local API calls are not touched.
 */
function guardApiReads(hasNumericIds: boolean): CollectionBeforeOperationHook {
  return ({ args, collection, operation, req }) => {
    if (req.payloadAPI === 'local') return args
    const id: unknown = (args as { id?: unknown }).id
    // Payload's REST route has already turned the id into a number with parseFloat ("1abc" → 1).
    const routeId: unknown = req.routeParams?.id
    if (
      hasNumericIds &&
      id !== undefined &&
      (!numericId.test(String(id)) || (typeof routeId === 'string' && !numericId.test(routeId)))
    )
      throw new NotFound(req.t)
    const schema = whereSchemaOf(req.payload, collection.slug, {
      versions: operation === 'findVersions' || operation === 'countVersions',
    })
    if (schema) checkWhere((args as { where?: unknown }).where, schema)
    if (isStaffUser(req.user)) return args
    const read = args as { limit?: number; pagination?: boolean }
    if (read.limit !== undefined && (!(read.limit > 0) || read.limit > MAX_PUBLIC_PAGE_SIZE))
      read.limit = MAX_PUBLIC_PAGE_SIZE
    if (read.pagination === false) read.pagination = true
    return args
  }
}

/** Adds the API read guard to every collection (see `guardApiReads`). */
export function guardApiQueries(config: SanitizedConfig): SanitizedConfig {
  const hasNumericIds = (config.db as { defaultIDType?: string }).defaultIDType === 'number'
  for (const collection of config.collections) {
    const usesDefaultIds = !collection.flattenedFields.some(
      (field) => 'name' in field && field.name === 'id',
    )
    collection.hooks.beforeOperation = [
      guardApiReads(hasNumericIds && usesDefaultIds),
      ...(collection.hooks.beforeOperation ?? []),
    ]
  }
  return config
}
