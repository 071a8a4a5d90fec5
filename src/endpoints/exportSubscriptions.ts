import type { Endpoint, Where } from 'payload'

import { isAdminUser } from '@/access'

/** One CSV cell: quoted, quotes doubled, and no formula injection when opened in a spreadsheet. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

const columns = [
  ['memberEmail', 'E-mail'],
  ['planCode', 'Offre'],
  ['status', 'Statut'],
  ['cancelAtPeriodEnd', 'Résiliation en fin de période'],
  ['currentPeriodEnd', 'Fin de période'],
  ['trialEnd', 'Fin de l’essai'],
  ['startedAt', 'Souscrit le'],
  ['endedAt', 'Terminé le'],
  ['withdrawnAt', 'Rétractation le'],
  ['latestAmountCents', 'Montant (centimes)'],
  ['interval', 'Périodicité'],
  ['provider', 'Prestataire'],
  ['providerId', 'Identifiant'],
] as const

/**
 * GET /api/subscriptions/export.csv: the subscribers list as CSV for admins, with the same `where` and
 * `search` the admin list uses (filters by status and plan, search by e-mail).
 */
export const exportSubscriptionsEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!isAdminUser(req.user)) return Response.json({ error: 'Forbidden' }, { status: 403 })
    const query = req.query as { where?: Where; search?: string }
    const and: Where[] = []
    if (query.where && typeof query.where === 'object') and.push(query.where)
    if (typeof query.search === 'string' && query.search.trim())
      and.push({ memberEmail: { like: query.search.trim().slice(0, 100) } })
    const { docs } = await req.payload.find({
      collection: 'subscriptions',
      where: and.length ? { and } : {},
      sort: '-createdAt',
      depth: 0,
      pagination: false,
      overrideAccess: false,
      user: req.user,
    })
    const lines = [
      columns.map(([, label]) => csvCell(label)).join(','),
      ...docs.map((doc) =>
        columns.map(([key]) => csvCell((doc as unknown as Record<string, unknown>)[key])).join(','),
      ),
    ]
    return new Response(`\uFEFF${lines.join('\r\n')}\r\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="abonnes-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
}
