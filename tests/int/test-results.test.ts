/**
 * A member's test answers and results (`test-results`): nobody reads or writes them through REST or
 * GraphQL — not the member, not a Premium member, not an editor — so a result's scores, answers or
 * share token never leave through the API; they are in the member's data export; and they go when the
 * account goes, whether the member deletes it or staff do.
 */
import type { Payload, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportAccountData } from '@/endpoints/accountExport'
import { SITE_FORMS_CONTEXT } from '@/lib/auth/constants'
import { personalityTestsSeed } from '@/lib/seed/personality-tests'
import type { Member, User } from '@/payload-types'

import { createMember, createStaff, tokenFor } from '../factories/accounts'
import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

let payload: Payload
let api: ReturnType<typeof createApi>

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  await personalityTestsSeed.run(payload)
})

afterAll(async () => {
  await stopPayload(payload)
})

async function resultFor(owner: Member | User, shareToken: string | null = null) {
  const { docs } = await payload.find({
    collection: 'personality-tests',
    where: { slug: { equals: 'votre-rythme-naturel' } },
    limit: 1,
    overrideAccess: true,
  })
  return payload.create({
    collection: 'test-results',
    data: {
      ...(owner.collection === 'members' ? { member: owner.id } : { staffUser: owner.id }),
      test: docs[0]!.id,
      testSlug: 'votre-rythme-naturel',
      status: 'complete',
      answers: { q1: 'b', q3: ['c', 'a', 'b', 'd'] },
      profile: 'chouette-du-soir',
      scores: { 'alouette-du-matin': 4, 'chouette-du-soir': 11 },
      completedAt: new Date().toISOString(),
      shareToken,
    },
    overrideAccess: true,
  })
}

const count = async (where: Where) =>
  (await payload.count({ collection: 'test-results', where, overrideAccess: true })).totalDocs

describe('through the API', () => {
  it('gives nobody but admins a result, nor lets anyone write one', async () => {
    const member = await createMember(payload)
    const premium = await createMember(payload, { subscriptionStatus: 'active' })
    const editor = await createStaff(payload, 'editor')
    const own = await resultFor(member, `partage-${member.id}-abcdefghijkl`)
    for (const account of [member, premium, editor]) {
      const token = await tokenFor(payload, account)
      const listed = await api.rest('GET', '/test-results?depth=0', { token })
      expect(listed.status).toBe(403)
      const one = await api.rest('GET', `/test-results/${own.id}`, { token })
      expect(one.status).toBe(403)
      const created = await api.rest('POST', '/test-results', {
        token,
        json: { testSlug: 'votre-rythme-naturel', status: 'complete', answers: {} },
      })
      expect(created.status).toBe(403)
      const changed = await api.rest('PATCH', `/test-results/${own.id}`, {
        token,
        json: { profile: 'alouette-du-matin' },
      })
      expect(changed.status).toBe(403)
      const graph = await api.graphql(
        'query { TestResults { docs { id profile scores answers shareToken } } }',
        {},
        { token },
      )
      expect(graph.data?.TestResults ?? null).toBeNull()
      expect(graph.errors.length).toBeGreaterThan(0)
    }
    const visitor = await api.rest('GET', '/test-results?depth=0')
    expect(visitor.status).toBe(403)
    const admin = await tokenFor(payload, await createStaff(payload, 'admin'))
    const forAdmin = await api.rest('GET', `/test-results/${own.id}`, { token: admin })
    expect(forAdmin.status).toBe(200)
  })
})

describe('the member’s own data', () => {
  it('puts answers, profile and scores in the data export, without the share token', async () => {
    const member = await createMember(payload)
    await resultFor(member, `partage-${member.id}-mnopqrstuvwx`)
    const data = await exportAccountData(payload, { id: member.id, collection: 'members' })
    expect(data.personalityTests).toEqual([
      expect.objectContaining({
        test: 'votre-rythme-naturel',
        status: 'complete',
        answers: { q1: 'b', q3: ['c', 'a', 'b', 'd'] },
        profile: 'chouette-du-soir',
        scores: { 'alouette-du-matin': 4, 'chouette-du-soir': 11 },
        isShared: true,
      }),
    ])
    expect(JSON.stringify(data)).not.toContain(`partage-${member.id}-mnopqrstuvwx`)
  })

  it('deletes a member’s results (and daily-tip marks) with the account, and a staff account’s with theirs', async () => {
    const member = await createMember(payload)
    const other = await createMember(payload)
    const editor = await createStaff(payload, 'editor')
    await resultFor(member, `partage-${member.id}-yzabcdefghij`)
    await resultFor(member)
    await resultFor(other)
    await resultFor(editor)
    expect(await count({ member: { equals: member.id } })).toBe(2)
    const before = await count({})
    // The daily tips' marks and morning e-mails go with the account too.
    await payload.create({
      collection: 'tip-marks',
      data: {
        member: member.id,
        kind: 'done',
        tipSlug: 'trois-souffles',
        day: '2026-11-25',
        key: `${member.id}:done:2026-11-25`,
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'tip-email-sends',
      data: { member: member.id, day: '2026-11-25', key: `${member.id}:2026-11-25` },
      overrideAccess: true,
    })

    await payload.delete({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
      context: SITE_FORMS_CONTEXT,
    })
    expect(await count({ member: { equals: member.id } })).toBe(0)
    expect(await count({ shareToken: { equals: `partage-${member.id}-yzabcdefghij` } })).toBe(0)
    expect(await count({ member: { equals: other.id } })).toBe(1)
    // Gone, not left behind without an owner (the database would only clear the link).
    expect(await count({})).toBe(before - 2)
    for (const [collection, key] of [
      ['tip-marks', `${member.id}:done:2026-11-25`],
      ['tip-email-sends', `${member.id}:2026-11-25`],
    ] as const) {
      const { totalDocs } = await payload.count({
        collection,
        where: { key: { equals: key } },
        overrideAccess: true,
      })
      expect(totalDocs, collection).toBe(0)
    }

    await payload.delete({ collection: 'users', id: editor.id, overrideAccess: true })
    expect(await count({ staffUser: { equals: editor.id } })).toBe(0)
    expect(await count({})).toBe(before - 3)
  })
})
