/**
 * The forest calendar's read rule, through every door: REST lists and reads by id, REST filters that
 * name another month, GraphQL lists and reads by id, and the Local API called for a viewer. A visitor
 * and a free member get the entries of the current month in Paris only; Premium, a trial and staff get
 * the whole year; drafts stay with staff. The entries are created with the real month of the day the
 * suite runs, so the rule is checked against the same clock the site uses.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { viewerFromAccount } from '@/lib/auth'
import { parisMonth, visibleMonths } from '@/lib/calendar'

import { createMember, createStaff, tokenFor } from '../factories/accounts'
import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

type Viewer = 'visitor' | 'member' | 'premium' | 'trial' | 'editor'

let payload: Payload
let api: ReturnType<typeof createApi>
const tokens: Partial<Record<Viewer, string>> = {}
const run = Math.random().toString(36).slice(2, 8)
const current = parisMonth()
const other = (current % 12) + 1
const ids: Record<'now' | 'later' | 'draft', number | string> = { now: 0, later: 0, draft: 0 }

const entry = (slug: string, months: number[], status: 'published' | 'draft' = 'published') => ({
  name: `Fiche ${slug}`,
  latinName: 'Castanea sativa',
  summary: `Une fiche d’essai ${slug}.`,
  slug: `${slug}-${run}`,
  kind: 'species',
  category: 'tree',
  months: months.map(String),
  peakMonths: [String(months[0])],
  _status: status,
})

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  const create = async (data: ReturnType<typeof entry>) =>
    (
      await payload.create({
        collection: 'calendar-entries',
        data: data as never,
        overrideAccess: true,
      })
    ).id
  ids.now = await create(entry('maintenant', [current]))
  ids.later = await create(entry('plus-tard', [other]))
  ids.draft = await create(entry('brouillon', [current], 'draft'))
  tokens.member = await tokenFor(payload, await createMember(payload))
  tokens.premium = await tokenFor(
    payload,
    await createMember(payload, { subscriptionStatus: 'active' }),
  )
  tokens.trial = await tokenFor(
    payload,
    await createMember(payload, { subscriptionStatus: 'trialing' }),
  )
  tokens.editor = await tokenFor(payload, await createStaff(payload, 'editor'))
})

afterAll(async () => {
  await stopPayload(payload)
})

const expected: Record<Viewer, (keyof typeof ids)[]> = {
  visitor: ['now'],
  member: ['now'],
  premium: ['now', 'later'],
  trial: ['now', 'later'],
  editor: ['now', 'later', 'draft'],
}

const mine = (docs: { id: number | string }[]) =>
  (Object.keys(ids) as (keyof typeof ids)[]).filter((key) =>
    docs.some((doc) => doc.id === ids[key]),
  )

describe.each(Object.keys(expected) as Viewer[])('as %s', (viewer) => {
  const token = () => tokens[viewer]
  const sees = (key: keyof typeof ids) => expected[viewer].includes(key)

  it('lists only the months it may open (REST)', async () => {
    const response = await api.rest('GET', `/calendar-entries?limit=200&draft=true`, {
      token: token(),
    })
    expect(response.status).toBe(200)
    expect(mine((response.body as { docs: { id: number }[] }).docs)).toEqual(expected[viewer])
  })

  it('cannot reach another month by id or by a filter naming it (REST)', async () => {
    const byId = await api.rest('GET', `/calendar-entries/${ids.later}`, { token: token() })
    expect(byId.status).toBe(sees('later') ? 200 : 404)
    const filtered = await api.rest(
      'GET',
      `/calendar-entries?where[months][in]=${other}&where[slug][equals]=plus-tard-${run}`,
      { token: token() },
    )
    expect((filtered.body as { totalDocs: number }).totalDocs).toBe(sees('later') ? 1 : 0)
  })

  it('lists and reads the same through GraphQL', async () => {
    const list = await api.graphql(
      `query { CalendarEntries(limit: 200, draft: true) { docs { id } } }`,
      {},
      { token: token() },
    )
    const docs = (list.data?.CalendarEntries as { docs: { id: number }[] }).docs
    expect(mine(docs)).toEqual(expected[viewer])
    const one = await api.graphql(
      `query ($id: Int!) { CalendarEntry(id: $id) { id name } }`,
      { id: Number(ids.later) },
      { token: token() },
    )
    if (sees('later')) expect(one.data?.CalendarEntry).toMatchObject({ name: `Fiche plus-tard` })
    else expect(one.data?.CalendarEntry ?? null).toBeNull()
  })
})

describe('the Local API called for a viewer', () => {
  it('answers a free member with the current month only, Premium with the whole year', async () => {
    const free = await createMember(payload)
    const premium = await createMember(payload, { subscriptionStatus: 'active' })
    const read = async (user: typeof free) =>
      mine(
        (
          await payload.find({
            collection: 'calendar-entries',
            limit: 200,
            overrideAccess: false,
            user: { ...user, collection: 'members' },
          })
        ).docs,
      )
    expect(await read(free)).toEqual(['now'])
    expect(await read(premium)).toEqual(['now', 'later'])
  })

  it('follows the Paris month for the rule itself (a visitor on the last evening of a month)', () => {
    const visitor = viewerFromAccount(null)
    // 22:30 UTC on 31 October 2026 is 23:30 in Paris, still October; an hour later it is November there.
    expect(visibleMonths(visitor, new Date('2026-10-31T22:30:00Z'))).toEqual([10])
    expect(visibleMonths(visitor, new Date('2026-10-31T23:30:00Z'))).toEqual([11])
  })
})
