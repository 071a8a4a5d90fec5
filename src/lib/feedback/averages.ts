import type { Payload, PayloadRequest } from 'payload'

export type PageAverage = { pageUrl: string; average: number; count: number }

/**
 * The average rating of each page that received feedback, lowest first (the pages needing attention),
 * then by number of answers. Reads with the given account's rights (staff in the admin).
 */
export async function averageRatingsByPage(
  payload: Payload,
  user?: PayloadRequest['user'],
): Promise<PageAverage[]> {
  const { docs } = await payload.find({
    collection: 'user-feedback',
    select: { rating: true, pageUrl: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const totals = new Map<string, { sum: number; count: number }>()
  for (const { pageUrl, rating } of docs) {
    const total = totals.get(pageUrl) ?? { sum: 0, count: 0 }
    total.sum += rating
    total.count += 1
    totals.set(pageUrl, total)
  }
  return [...totals]
    .map(([pageUrl, { sum, count }]) => ({ pageUrl, average: sum / count, count }))
    .sort(
      (a, b) => a.average - b.average || b.count - a.count || a.pageUrl.localeCompare(b.pageUrl),
    )
}
