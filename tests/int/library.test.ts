/**
 * The library's gating (docs/behaviour.md › Access rules) through every way Payload serves
 * documents: REST (list and by id), GraphQL and the Local API with `overrideAccess: false`. For
 * each library type and access level, a secret phrase in the body (and, for videos and modules, the
 * file references) must reach only the viewers with the right; drafts and documents dated in the
 * future reach nobody but staff.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FULL_CONTENT_CONTEXT } from '@/lib/entitlements/context'
import { clipsDir } from '@/lib/seed/library-content'
import type { Member, User } from '@/payload-types'

import { createMember, createStaff, tokenFor } from '../factories/accounts'
import { richText } from '../factories/richtext'
import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'

type Type = 'articles' | 'videos' | 'formations' | 'routines' | 'discoveries'
type Level = 'free' | 'members' | 'premium'
type Role = 'visitor' | 'member' | 'trial' | 'premium' | 'editor'

const types: Type[] = ['articles', 'videos', 'formations', 'routines', 'discoveries']
const levels: Level[] = ['free', 'members', 'premium']
const roles: Role[] = ['visitor', 'member', 'trial', 'premium', 'editor']

/** Who may read the body of what: the table the whole site follows. */
const mayRead: Record<Role, Record<Level, boolean>> = {
  visitor: { free: true, members: false, premium: false },
  member: { free: true, members: true, premium: false },
  trial: { free: true, members: true, premium: true },
  premium: { free: true, members: true, premium: true },
  editor: { free: true, members: true, premium: true },
}

let payload: Payload
let api: ReturnType<typeof createApi>
const tokens: Partial<Record<Role, string>> = {}
const accounts: Partial<Record<Role, User | Member>> = {}
const run = Math.random().toString(36).slice(2, 8)
const ids = new Map<string, number>()
let vttFile: number
let clipFile: number
let moduleCounter = 0

const secret = (type: Type, level: Level) => `SECRET-${type}-${level}-${run}`
const slugOf = (type: Type, level: Level | 'draft' | 'future') => `gate-${type}-${level}-${run}`

function documentData(type: Type, level: Level, text: string) {
  return {
    title: `Titre ${type} ${level}`,
    excerpt: `Résumé public ${type} ${level}`,
    body: richText(text),
    access: level,
    minutes: 6,
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...(type === 'videos'
      ? { video: clipFile, captions: [{ language: 'fr', file: vttFile }] }
      : {}),
    ...(type === 'formations'
      ? {
          modules: [
            {
              id: `m${++moduleCounter}-${run}`,
              title: 'Ralentir',
              excerpt: 'Public',
              minutes: 10,
              body: richText(`${text}-MODULE`),
              media: clipFile,
              resource: vttFile,
            },
            {
              id: `m${++moduleCounter}-${run}`,
              title: 'Les cinq sens',
              minutes: 12,
              body: richText(`${text}-MODULE2`),
            },
          ],
        }
      : {}),
  }
}

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  const file = await payload.create({
    collection: 'library-files',
    data: { title: 'piste' },
    file: {
      data: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n'),
      mimetype: 'text/vtt',
      name: `gate-${run}.vtt`,
      size: 40,
    },
    overrideAccess: true,
  })
  vttFile = file.id
  const clip = fs.readFileSync(path.join(clipsDir, 'ecoute-du-ruisseau.mp4'))
  clipFile = (
    await payload.create({
      collection: 'library-files',
      data: { title: 'clip' },
      file: { data: clip, mimetype: 'video/mp4', name: `gate-${run}.mp4`, size: clip.length },
      overrideAccess: true,
    })
  ).id
  accounts.member = await createMember(payload)
  accounts.trial = await createMember(payload, { subscriptionStatus: 'trialing' })
  accounts.premium = await createMember(payload, { subscriptionStatus: 'premium' })
  accounts.editor = await createStaff(payload, 'editor')
  for (const role of ['member', 'trial', 'premium', 'editor'] as const)
    tokens[role] = await tokenFor(payload, accounts[role]!)
  for (const type of types) {
    for (const level of levels) {
      const doc = await payload.create({
        collection: type,
        data: {
          ...documentData(type, level, secret(type, level)),
          slug: slugOf(type, level),
          _status: 'published',
        } as never,
        overrideAccess: true,
      })
      ids.set(`${type}:${level}`, doc.id)
    }
    const draft = await payload.create({
      collection: type,
      data: {
        ...documentData(type, 'free', `DRAFT-${run}`),
        slug: slugOf(type, 'draft'),
        _status: 'draft',
      } as never,
      overrideAccess: true,
      draft: true,
    })
    ids.set(`${type}:draft`, draft.id)
    const future = await payload.create({
      collection: type,
      data: {
        ...documentData(type, 'free', `FUTURE-${run}`),
        slug: slugOf(type, 'future'),
        publishedAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        _status: 'published',
      } as never,
      overrideAccess: true,
    })
    ids.set(`${type}:future`, future.id)
  }
})

afterAll(async () => {
  await stopPayload(payload)
})

const auth = (role: Role) => ({ token: tokens[role] })

describe.each(types)('%s', (type) => {
  it.each(roles)(
    'REST list and document: the body reaches %s only where the table says',
    async (role) => {
      const list = await api.rest('GET', `/${type}?limit=200&depth=1`, auth(role))
      expect(list.status).toBe(200)
      const listed = JSON.stringify(list.body)
      for (const level of levels) {
        const one = await api.rest(
          'GET',
          `/${type}/${ids.get(`${type}:${level}`)}?depth=1`,
          auth(role),
        )
        expect(one.status).toBe(200)
        const single = JSON.stringify(one.body)
        // The teaser is always there; the body only with the right.
        expect(single).toContain(`Résumé public ${type} ${level}`)
        expect(listed.includes(secret(type, level)), `${role} list ${level}`).toBe(
          mayRead[role][level],
        )
        expect(single.includes(secret(type, level)), `${role} doc ${level}`).toBe(
          mayRead[role][level],
        )
        if (type === 'videos') {
          const video = one.body as { video: unknown; captions: unknown }
          expect(video.video !== null, `${role} video file ${level}`).toBe(mayRead[role][level])
          expect(video.captions !== null, `${role} captions ${level}`).toBe(mayRead[role][level])
        }
        if (type === 'formations') {
          const formation = one.body as {
            modules: { title: string; media: unknown; resource: unknown }[]
          }
          // The programme (titles, durations) is public; the module contents are not.
          expect(formation.modules.map((module) => module.title)).toEqual([
            'Ralentir',
            'Les cinq sens',
          ])
          expect(single.includes(`${secret(type, level)}-MODULE`)).toBe(mayRead[role][level])
          expect(formation.modules[0]!.media !== null).toBe(mayRead[role][level])
          expect(formation.modules[0]!.resource !== null).toBe(mayRead[role][level])
        }
      }
    },
  )

  it.each(roles)('GraphQL: the body reaches %s only where the table says', async (role) => {
    const plural = {
      articles: 'Articles',
      videos: 'Videos',
      formations: 'Formations',
      routines: 'Routines',
      discoveries: 'Discoveries',
    }[type]
    const result = await api.graphql(
      `{ ${plural}(limit: 200) { docs { slug excerpt body ${type === 'formations' ? 'modules { title body }' : ''} } } }`,
      {},
      auth(role),
    )
    expect(result.errors).toEqual([])
    const text = JSON.stringify(result.data)
    for (const level of levels) {
      expect(text).toContain(`Résumé public ${type} ${level}`)
      expect(text.includes(secret(type, level)), `${role} ${level}`).toBe(mayRead[role][level])
    }
  })

  it.each(roles)(
    'Local API without override: the body reaches %s only where the table says',
    async (role) => {
      const { docs } = await payload.find({
        collection: type,
        where: { slug: { like: `gate-${type}-` } },
        limit: 200,
        depth: 1,
        overrideAccess: false,
        ...(accounts[role] ? { user: accounts[role] } : {}),
      })
      const text = JSON.stringify(docs)
      for (const level of levels) {
        expect(text.includes(secret(type, level)), `${role} ${level}`).toBe(mayRead[role][level])
      }
    },
  )

  it('drafts and documents dated in the future are invisible to everyone but staff', async () => {
    for (const role of roles) {
      const list = JSON.stringify(
        (await api.rest('GET', `/${type}?limit=200&draft=true`, auth(role))).body,
      )
      const draftDoc = await api.rest(
        'GET',
        `/${type}/${ids.get(`${type}:draft`)}?draft=true`,
        auth(role),
      )
      const futureDoc = await api.rest('GET', `/${type}/${ids.get(`${type}:future`)}`, auth(role))
      const isStaff = role === 'editor'
      expect(list.includes(slugOf(type, 'future')), `${role} future listed`).toBe(isStaff)
      expect(list.includes(`DRAFT-${run}`), `${role} draft listed`).toBe(isStaff)
      expect(draftDoc.status === 200, `${role} draft by id`).toBe(isStaff)
      expect(futureDoc.status === 200, `${role} future by id`).toBe(isStaff)
    }
  })

  it('the site’s own reads (full-content context) keep the body, for the page to cut per viewer', async () => {
    const { docs } = await payload.find({
      collection: type,
      where: { slug: { equals: slugOf(type, 'premium') } },
      overrideAccess: false,
      context: FULL_CONTENT_CONTEXT,
    })
    expect(JSON.stringify(docs)).toContain(secret(type, 'premium'))
  })
})

describe('library files and progress', () => {
  it('Payload’s own file address of a protected file answers 403 to members and premium members', async () => {
    const file = await payload.findByID({
      collection: 'library-files',
      id: vttFile,
      overrideAccess: true,
    })
    for (const role of ['visitor', 'member', 'premium'] as const) {
      const res = await api.rest('GET', `/library-files/file/${file.filename}`, auth(role))
      expect(res.status, role).toBe(403)
    }
  })

  it('a member records progress only for themself, once per formation', async () => {
    const member = accounts.member as Member
    const formation = ids.get('formations:members')!
    const other = await createMember(payload)
    const created = await payload.create({
      collection: 'formation-progress',
      // Asking for someone else's row still writes the member's own.
      data: { member: other.id, formation, completedModules: [] } as never,
      overrideAccess: false,
      user: member,
    })
    expect(typeof created.member === 'object' ? created.member.id : created.member).toBe(member.id)
    await expect(
      payload.create({
        collection: 'formation-progress',
        data: { member: member.id, formation, completedModules: [] } as never,
        overrideAccess: false,
        user: member,
      }),
    ).rejects.toThrow()
    const seenByOther = await payload.find({
      collection: 'formation-progress',
      overrideAccess: false,
      user: other,
    })
    expect(seenByOther.docs).toHaveLength(0)
  })
})
