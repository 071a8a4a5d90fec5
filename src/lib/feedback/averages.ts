import type { Payload, PayloadRequest } from 'payload'

import { isStaffUser } from '@/lib/auth'

export type PageAverage = { pageUrl: string; average: number; count: number }

type RawDatabase = {
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
}

/** One row per page, computed by the database (the same SQL for SQLite and PostgreSQL). */
const AVERAGES_SQL = `
  select "page_url" as "pageUrl", avg("rating") as "average", count(*) as "count"
  from "user_feedback"
  group by "page_url"`

/**
 * The average rating of each page that received feedback, lowest first (the pages needing attention),
 * then by number of answers. Only for staff, who alone may read feedback (the collection's read rule).
 */
export async function averageRatingsByPage(
  payload: Payload,
  user?: PayloadRequest['user'],
): Promise<PageAverage[]> {
  if (!isStaffUser(user ?? null)) return []
  const db = payload.db as unknown as RawDatabase
  const { rows } = await db.execute({ drizzle: db.drizzle, raw: AVERAGES_SQL })
  return rows
    .map((row) => ({
      pageUrl: String(row.pageUrl),
      // PostgreSQL answers numeric and bigint values as strings.
      average: Number(row.average),
      count: Number(row.count),
    }))
    .sort(
      (a, b) => a.average - b.average || b.count - a.count || a.pageUrl.localeCompare(b.pageUrl),
    )
}
