import { APIError, type CollectionBeforeChangeHook, type CollectionBeforeDeleteHook } from 'payload'

const LAST_ADMIN_MESSAGE = 'Le site doit garder au moins un administrateur.'

async function countOtherAdmins(
  req: Parameters<CollectionBeforeDeleteHook>[0]['req'],
  excludedId: number | string,
): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: 'users',
    where: { and: [{ role: { equals: 'admin' } }, { id: { not_equals: excludedId } }] },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** Demoting the last administrator would lock everyone out of the settings and the members. */
export const keepOneAdmin: CollectionBeforeChangeHook = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const isDemotion =
    originalDoc.role === 'admin' && data.role !== undefined && data.role !== 'admin'
  if (isDemotion && (await countOtherAdmins(req, originalDoc.id)) === 0) {
    throw new APIError(LAST_ADMIN_MESSAGE, 400, undefined, true)
  }
  return data
}

export const keepOneAdminOnDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const target = await req.payload.findByID({
    collection: 'users',
    id,
    overrideAccess: true,
    req,
    depth: 0,
  })
  if (target.role === 'admin' && (await countOtherAdmins(req, id)) === 0) {
    throw new APIError(LAST_ADMIN_MESSAGE, 400, undefined, true)
  }
}
