/**
 * docs/behaviour.md › Access rules: every collection and global, walked as visitor, member, premium
 * member, editor and admin, through REST, GraphQL and the Local API with `overrideAccess: false`.
 * Each cell of the table below is checked with real requests and the database is inspected
 * afterwards, so a denial that only looks like one (a 200 that silently wrote) fails. A collection
 * or global missing from the table fails the suite: the walk grows with the schema.
 */
import fs from 'node:fs'
import path from 'node:path'

import { formatNames, type Payload, type Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Member, User } from '@/payload-types'

import {
  createMember,
  createStaff,
  TEST_PASSWORD,
  tokenFor,
  uniqueEmail,
} from '../factories/accounts'
import { richText } from '../factories/richtext'
import { createApi } from './support/api'
import { config, startPayload, stopPayload } from './support/payload'
import { PNG_1X1 } from '../factories/media'

type Role = 'visitor' | 'member' | 'premium' | 'editor' | 'admin'
type Scope = 'all' | 'own' | 'none'
type Rights = { read: Scope; create: boolean; update: Scope; delete: Scope }
type Id = number | string
type Doc = { id: Id } & Record<string, unknown>

type Actor = { role: Role; account?: User | Member; token?: string }

type CollectionCase = {
  rights: Record<Role, Rights>
  /** Valid data for a new document (a denial must be about access, not about invalid data). */
  sample: (context: SampleContext) => Promise<Record<string, unknown>>
  /** A harmless field to change, to see whether an update went through. */
  probe: { field: string; value: (role: Role) => unknown }
  /** The actor's own document, for collections where "own" has a meaning. */
  ownDoc?: (actor: Actor) => Promise<Doc | undefined>
  /** Whether a stored document belongs to the actor (for "own" scopes). */
  isOwn?: (doc: Doc, actor: Actor) => boolean
  /** How REST reads and deletes one document, when it is not by id (preferences go by key). */
  restKey?: (doc: Doc) => string
  /** An upload collection: the file each create sends. */
  upload?: UploadSample
  /** The sample as GraphQL takes it, where its enums differ from the stored values. */
  graphqlData?: (data: Record<string, unknown>) => Record<string, unknown>
}

type UploadSample = { data: Buffer; mimetype: string; ext: string }

const PNG_UPLOAD: UploadSample = { data: PNG_1X1, mimetype: 'image/png', ext: 'png' }
/** A real MP3 of the launch content (Payload checks an upload's bytes, not only its name). */
const MP3_UPLOAD: UploadSample = {
  data: fs.readFileSync(
    path.join(
      import.meta.dirname,
      '../../src/lib/seed/content/clips/initiation-sylvotherapie--les-cinq-sens.mp3',
    ),
  ),
  mimetype: 'audio/mpeg',
  ext: 'mp3',
}
const VTT_UPLOAD: UploadSample = {
  data: Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour\n'),
  mimetype: 'text/vtt',
  ext: 'vtt',
}

type SampleContext = { payload: Payload; staff: User }

/** A staff account no actor is: owner of the "other" documents of owned collections. */
let bystander: User

const NONE: Rights = { read: 'none', create: false, update: 'none', delete: 'none' }
const ALL: Rights = { read: 'all', create: true, update: 'all', delete: 'all' }
const READ_ONLY: Rights = { read: 'all', create: false, update: 'none', delete: 'none' }
const OWN_ACCOUNT: Rights = { read: 'own', create: false, update: 'own', delete: 'none' }
const OWN_ITEMS: Rights = { read: 'own', create: true, update: 'own', delete: 'own' }
/** Records written by the server only: admins read them and may purge them, nobody edits them. */
const READ_AND_PURGE: Rights = { read: 'all', create: false, update: 'none', delete: 'all' }
const OWN_READ_ONLY: Rights = { read: 'own', create: false, update: 'none', delete: 'none' }
/** An inbox the site's forms fill: staff read, mark, and delete; nobody creates through the APIs. */
const INBOX: Rights = { read: 'all', create: false, update: 'all', delete: 'all' }

let payload: Payload
let api: ReturnType<typeof createApi>
const actors = {} as Record<Role, Actor>
let counter = 0
const next = () => ++counter

async function createUpload(
  slug: string,
  data: Record<string, unknown>,
  upload: UploadSample,
): Promise<Doc> {
  return (await payload.create({
    collection: slug as 'media',
    data: data as never,
    file: {
      data: upload.data,
      mimetype: upload.mimetype,
      name: `probe-${next()}.${upload.ext}`,
      size: upload.data.length,
    },
    overrideAccess: true,
  })) as unknown as Doc
}

const createMedia = (alt: string) => createUpload('media', { alt }, PNG_UPLOAD)

/** A published document of a library collection, free to read, dated yesterday. */
function librarySample(extra: Record<string, unknown> = {}) {
  return async () => ({
    slug: `probe-${next()}`,
    title: 'Sous les hêtres de l’Aigoual',
    excerpt: 'Un résumé public.',
    body: richText('Le texte complet.'),
    access: 'free',
    minutes: 5,
    publishedAt: new Date(Date.now() - 86_400_000).toISOString(),
    _status: 'published',
    ...extra,
  })
}

const LIBRARY_RIGHTS: Record<Role, Rights> = {
  visitor: READ_ONLY,
  member: READ_ONLY,
  premium: READ_ONLY,
  editor: ALL,
  admin: ALL,
}

const libraryCase = (extra?: Record<string, unknown>): CollectionCase => ({
  rights: LIBRARY_RIGHTS,
  sample: librarySample(extra),
  probe: { field: 'title', value: (role) => `renamed by ${role}` },
})

/** Another member, owner of the progress rows that belong to nobody under test. */
let resultsOwner: Member | undefined
let progressOwner: Member | undefined

async function newFormationId(): Promise<Id> {
  const formation = await payload.create({
    collection: 'formations',
    data: (await librarySample({
      modules: [{ id: `m-${next()}`, title: 'Ralentir', minutes: 10 }],
    })()) as never,
    overrideAccess: true,
  })
  return formation.id
}

/**
 * A sample with months, as GraphQL takes them: an enum value that starts with a digit gets a
 * leading underscore ("1" is _1).
 */
function monthsAsGraphqlEnum(data: Record<string, unknown>): Record<string, unknown> {
  return { ...data, months: (data.months as string[]).map((month) => `_${month}`) }
}

const collections: Record<string, CollectionCase> = {
  users: {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: OWN_ACCOUNT, admin: ALL },
    sample: async () => ({
      email: uniqueEmail('staff'),
      password: TEST_PASSWORD,
      role: 'editor',
      name: 'Sample',
    }),
    probe: { field: 'name', value: (role) => `renamed by ${role}` },
    ownDoc: async (actor) =>
      actor.account?.collection === 'users' ? (actor.account as unknown as Doc) : undefined,
    isOwn: (doc, actor) => actor.account?.collection === 'users' && doc.id === actor.account.id,
  },
  members: {
    rights: { visitor: NONE, member: OWN_ACCOUNT, premium: OWN_ACCOUNT, editor: NONE, admin: ALL },
    sample: async () => ({
      email: uniqueEmail('sample'),
      password: TEST_PASSWORD,
      displayName: 'Sample',
      subscriptionStatus: 'free',
    }),
    probe: { field: 'displayName', value: (role) => `renamed by ${role}` },
    ownDoc: async (actor) =>
      actor.account?.collection === 'members' ? (actor.account as unknown as Doc) : undefined,
    isOwn: (doc, actor) => actor.account?.collection === 'members' && doc.id === actor.account.id,
  },
  plans: {
    // Visitors read the active offers (the "other" plan here is active); only admins write.
    rights: {
      visitor: READ_ONLY,
      member: READ_ONLY,
      premium: READ_ONLY,
      editor: READ_ONLY,
      admin: ALL,
    },
    sample: async () => ({
      code: `probe-${next()}`,
      name: 'Offre d’essai',
      priceCents: 500,
      currency: 'EUR',
      interval: 'month',
      active: true,
    }),
    probe: { field: 'name', value: (role) => `renamed by ${role}` },
  },
  pages: {
    // Visitors read published pages (the "other" page here is published); staff write.
    rights: { visitor: READ_ONLY, member: READ_ONLY, premium: READ_ONLY, editor: ALL, admin: ALL },
    sample: async () => ({
      slug: `probe-${next()}`,
      title: 'Page d’essai',
      summary: 'Résumé',
      body: richText('Texte'),
      _status: 'published',
    }),
    probe: { field: 'title', value: (role) => `renamed by ${role}` },
  },
  media: {
    rights: { visitor: READ_ONLY, member: READ_ONLY, premium: READ_ONLY, editor: ALL, admin: ALL },
    sample: async () => ({ alt: 'Châtaignier au bord du Tarn' }),
    probe: { field: 'alt', value: (role) => `alt changed by ${role}` },
    upload: PNG_UPLOAD,
  },
  'site-audio': {
    // Public sounds (intro messages, ambient files): everyone hears them, staff upload them.
    rights: { visitor: READ_ONLY, member: READ_ONLY, premium: READ_ONLY, editor: ALL, admin: ALL },
    sample: async () => ({ title: 'Pluie sur les châtaigniers' }),
    probe: { field: 'title', value: (role) => `renamed by ${role}` },
    upload: MP3_UPLOAD,
  },
  'page-audio-config': {
    // Every page reads its sounds; staff configure them. Inactive rows: one active per path and type.
    rights: { visitor: READ_ONLY, member: READ_ONLY, premium: READ_ONLY, editor: ALL, admin: ALL },
    sample: async () => ({
      pagePath: `/probe-${next()}`,
      audioType: 'ambient',
      isActive: false,
      ambientSoundType: 'rain',
      ambientVolume: 40,
    }),
    probe: { field: 'pagePath', value: (role) => `/renamed-by-${role}` },
  },
  'translation-cache': {
    // Written by the server only; staff read it, administrators may purge it.
    rights: {
      visitor: NONE,
      member: NONE,
      premium: NONE,
      editor: READ_ONLY,
      admin: READ_AND_PURGE,
    },
    sample: async () => ({
      key: `probe-${next()}`,
      sourceLanguage: 'fr',
      targetLanguage: 'en',
      source: 'Sous les châtaigniers',
      translation: 'Under the chestnut trees',
      provider: 'libretranslate',
    }),
    probe: { field: 'translation', value: (role) => `changed by ${role}` },
  },
  translations: {
    // Where each translated field stands: written by the pipeline, read by staff.
    rights: {
      visitor: NONE,
      member: NONE,
      premium: NONE,
      editor: READ_ONLY,
      admin: READ_AND_PURGE,
    },
    sample: async () => ({
      collection: 'articles',
      documentId: String(next()),
      field: 'title',
      locale: 'en',
      status: 'machine',
    }),
    probe: { field: 'status', value: () => 'failed' },
  },
  'translation-glossary': {
    // Public to read (it shapes public texts); staff keep it.
    rights: { visitor: READ_ONLY, member: READ_ONLY, premium: READ_ONLY, editor: ALL, admin: ALL },
    sample: async () => ({ source: `terme-${next()}`, de: 'Begriff' }),
    probe: { field: 'de', value: (role) => `geändert von ${role}` },
  },
  'library-files': {
    // Never public: the site serves these files through its checking route only.
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: ALL, admin: ALL },
    sample: async () => ({ title: 'Sous-titres' }),
    probe: { field: 'title', value: (role) => `renamed by ${role}` },
    upload: VTT_UPLOAD,
  },
  categories: {
    rights: LIBRARY_RIGHTS,
    sample: async () => ({ slug: `probe-${next()}`, name: 'Forêt', description: 'Arbres' }),
    probe: { field: 'name', value: (role) => `renamed by ${role}` },
  },
  articles: libraryCase(),
  videos: libraryCase(),
  formations: libraryCase({ modules: [{ title: 'Ralentir', minutes: 10 }] }),
  routines: libraryCase(),
  discoveries: libraryCase(),
  'calendar-entries': {
    // Published entries of every month: each viewer may read them (month by month: calendar.test.ts).
    rights: LIBRARY_RIGHTS,
    sample: async () => ({
      slug: `probe-${next()}`,
      name: 'Châtaignier',
      latinName: 'Castanea sativa',
      summary: 'Le pain des Cévennes.',
      kind: 'species',
      category: 'tree',
      months: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
      _status: 'published',
    }),
    probe: { field: 'name', value: (role) => `renamed by ${role}` },
    graphqlData: monthsAsGraphqlEnum,
  },
  'personality-tests': {
    // Published tests are listed for everyone (what each reads of them: personality-tests.test.ts).
    rights: LIBRARY_RIGHTS,
    sample: async () => ({
      slug: `probe-${next()}`,
      title: 'Quel arbre êtes-vous ?',
      excerpt: 'Un jeu de découverte de soi.',
      intro: 'Répondez spontanément.',
      disclaimer: 'Ce n’est pas une évaluation psychologique.',
      minutes: 5,
      _status: 'published',
    }),
    probe: { field: 'title', value: (role) => `renamed by ${role}` },
  },
  'daily-tips': {
    // For members: signed-in accounts read the published tips, visitors none; staff write.
    rights: { visitor: NONE, member: READ_ONLY, premium: READ_ONLY, editor: ALL, admin: ALL },
    sample: async () => ({
      slug: `probe-${next()}`,
      title: 'Trois souffles à la fenêtre',
      body: richText('Ouvrez la fenêtre et respirez trois fois.'),
      category: 'breath',
      minutes: 3,
      months: ['1', '2', '3'],
      _status: 'published',
    }),
    probe: { field: 'title', value: (role) => `renamed by ${role}` },
    graphqlData: monthsAsGraphqlEnum,
  },
  'formation-progress': {
    // A member keeps their own progress; admins may read it for support; editors see none.
    rights: {
      visitor: NONE,
      member: OWN_ITEMS,
      premium: OWN_ITEMS,
      editor: NONE,
      admin: READ_ONLY,
    },
    sample: async () => {
      progressOwner ??= await createMember(payload)
      return { member: progressOwner.id, formation: await newFormationId(), completedModules: [] }
    },
    probe: { field: 'lastModule', value: (role) => `changed-by-${role}` },
    ownDoc: async (actor) => {
      if (actor.account?.collection !== 'members') return undefined
      return (await payload.create({
        collection: 'formation-progress',
        data: {
          member: actor.account.id,
          formation: await newFormationId(),
          completedModules: [],
        } as never,
        overrideAccess: true,
      })) as unknown as Doc
    },
    isOwn: (doc, actor) => {
      const owner = doc.member as Id | { id: Id }
      const ownerId = typeof owner === 'object' ? owner.id : owner
      return actor.account?.collection === 'members' && ownerId === actor.account.id
    },
  },
  subscriptions: {
    // A member reads their own subscription rows; only the billing code and admins write them.
    rights: {
      visitor: NONE,
      member: OWN_READ_ONLY,
      premium: OWN_READ_ONLY,
      editor: NONE,
      admin: ALL,
    },
    sample: async () => {
      const owner = await createMember(payload)
      return {
        member: owner.id,
        memberEmail: owner.email,
        provider: 'demo',
        providerId: `demo_sub_probe_${next()}`,
        status: 'active',
      }
    },
    probe: { field: 'status', value: () => 'canceled' },
    ownDoc: async (actor) => {
      if (actor.account?.collection !== 'members') return undefined
      return (await payload.create({
        collection: 'subscriptions',
        data: {
          member: actor.account.id,
          provider: 'demo',
          providerId: `demo_sub_own_${next()}`,
          status: 'active',
        },
        overrideAccess: true,
      })) as unknown as Doc
    },
    isOwn: (doc, actor) => {
      const owner = doc.member as Id | { id: Id }
      const ownerId = typeof owner === 'object' ? owner.id : owner
      return actor.account?.collection === 'members' && ownerId === actor.account.id
    },
  },
  'billing-events': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => ({
      eventId: `evt_probe_${next()}`,
      type: 'customer.subscription.updated',
      source: 'stripe-webhook',
      outcome: 'applied',
    }),
    probe: { field: 'outcome', value: () => 'ignored' },
  },
  'seed-runs': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_ONLY },
    sample: async () => ({ key: `probe@${next()}`, appliedAt: new Date().toISOString() }),
    probe: { field: 'key', value: (role) => `changed-by-${role}` },
  },
  'payload-preferences': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: OWN_ITEMS, admin: OWN_ITEMS },
    sample: async ({ staff }) => ({
      key: `probe-${next()}`,
      user: { relationTo: 'users', value: staff.id },
      value: { open: true },
    }),
    probe: { field: 'key', value: (role) => `changed-by-${role}` },
    ownDoc: async (actor) => {
      if (actor.account?.collection !== 'users') return undefined
      return (await payload.create({
        collection: 'payload-preferences',
        data: {
          key: `own-${next()}`,
          user: { relationTo: 'users', value: actor.account.id },
          value: {},
        },
        overrideAccess: true,
        user: actor.account,
      })) as unknown as Doc
    },
    restKey: (doc) => String(doc.key),
    isOwn: (doc, actor) => {
      const owner = doc.user as { relationTo: string; value: Id | { id: Id } }
      const ownerId = typeof owner.value === 'object' ? owner.value.id : owner.value
      return owner.relationTo === actor.account?.collection && ownerId === actor.account?.id
    },
  },
  'payload-kv': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: NONE },
    sample: async () => ({ key: `probe-${next()}`, data: { value: 1 } }),
    probe: { field: 'key', value: (role) => `changed-by-${role}` },
  },
  'payload-locked-documents': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: ALL, admin: ALL },
    sample: async ({ staff }) => ({
      document: { relationTo: 'media', value: (await createMedia('verrou')).id },
      user: { relationTo: 'users', value: staff.id },
    }),
    probe: { field: 'globalSlug', value: (role) => `changed-by-${role}` },
  },
  'contact-messages': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: INBOX, admin: INBOX },
    sample: async () => ({
      name: 'Élodie Martin',
      email: uniqueEmail('contact'),
      subject: 'Bain de forêt',
      message: 'Bonjour, une question sur les bains de forêt.',
      locale: 'fr',
    }),
    probe: { field: 'status', value: () => 'read' },
  },
  'user-feedback': {
    rights: {
      visitor: NONE,
      member: NONE,
      premium: NONE,
      editor: READ_AND_PURGE,
      admin: READ_AND_PURGE,
    },
    sample: async () => ({
      rating: 4,
      message: 'Très apaisant',
      pageUrl: '/contact',
      locale: 'fr',
    }),
    probe: { field: 'message', value: (role) => `changed by ${role}` },
  },
  'web-vitals': {
    // Real visitors' speed measurements: written by POST /api/vitals only (src/lib/vitals).
    rights: {
      visitor: NONE,
      member: NONE,
      premium: NONE,
      editor: READ_AND_PURGE,
      admin: READ_AND_PURGE,
    },
    sample: async () => ({ pageType: 'article', metric: 'LCP', value: 1800 }),
    probe: { field: 'pageType', value: () => 'other' },
  },
  'test-results': {
    // A member's test answers and results: written by the site's server actions only, for the
    // signed-in account (tests/int/test-results.test.ts); admins read them for support.
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => {
      resultsOwner ??= await createMember(payload)
      const test = await payload.create({
        collection: 'personality-tests',
        data: {
          slug: `probe-${next()}`,
          title: 'Quel arbre êtes-vous ?',
          excerpt: 'Un jeu de découverte de soi.',
          intro: 'Répondez spontanément.',
          disclaimer: 'Ce n’est pas une évaluation psychologique.',
          minutes: 5,
          _status: 'published',
        },
        overrideAccess: true,
      })
      return {
        member: resultsOwner.id,
        test: test.id,
        testSlug: test.slug,
        status: 'complete',
        answers: { q1: 'a' },
        profile: 'hetre',
        scores: { hetre: 3 },
      }
    },
    probe: { field: 'profile', value: (role) => `changed-by-${role}` },
  },
  'tip-marks': {
    // A member's « fait » and favourites: written by the tips page's server actions only.
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => {
      resultsOwner ??= await createMember(payload)
      return {
        member: resultsOwner.id,
        kind: 'favourite',
        tipSlug: 'trois-souffles',
        key: `${resultsOwner.id}:favourite:probe-${next()}`,
      }
    },
    probe: { field: 'tipSlug', value: (role) => `changed-by-${role}` },
  },
  'tip-email-sends': {
    // The record of morning e-mails queued: written by the morning job only.
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => {
      resultsOwner ??= await createMember(payload)
      return {
        member: resultsOwner.id,
        day: '2027-01-01',
        key: `${resultsOwner.id}:probe-${next()}`,
      }
    },
    probe: { field: 'tipSlug', value: (role) => `changed-by-${role}` },
  },
  'scheduled-runs': {
    // Which daily schedules started on which day: written by the job worker only.
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => ({ key: `probe:${next()}` }),
    probe: { field: 'key', value: (role) => `changed-by-${role}` },
  },
  'security-events': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => ({
      type: 'failed_login',
      severity: 'warning',
      email: uniqueEmail('probe'),
      details: { error_message: 'Invalid login credentials' },
    }),
    probe: { field: 'email', value: (role) => `changed-by-${role}@example.org` },
  },
  'consent-records': {
    // Proof of consent: written by POST /api/consent only, never edited.
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => ({
      consentId: `probe-consent-${next()}`,
      action: 'custom',
      essential: true,
      analytical: false,
      functional: true,
      marketing: false,
      version: '1.1.0',
    }),
    probe: { field: 'userAgent', value: (role) => `changed by ${role}` },
  },
  fingerprints: {
    // Written by POST /api/fingerprint only; admins read them and block a device.
    rights: {
      visitor: NONE,
      member: NONE,
      premium: NONE,
      editor: NONE,
      admin: { read: 'all', create: false, update: 'all', delete: 'all' },
    },
    sample: async () => ({
      hash: String(next()).padStart(64, 'f'),
      riskScore: 0,
      lastSeen: new Date().toISOString(),
      seenCount: 1,
    }),
    probe: { field: 'blockedReason', value: (role) => `changed by ${role}` },
  },
  'blocked-addresses': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: ALL },
    sample: async () => {
      const n = next()
      return { address: `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`, reason: 'Essai' }
    },
    probe: { field: 'reason', value: (role) => `changed by ${role}` },
  },
  'email-outbox': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_AND_PURGE },
    sample: async () => ({
      to: uniqueEmail('probe'),
      subject: 'Confirmez votre adresse',
      text: 'Lien de confirmation',
    }),
    probe: { field: 'subject', value: (role) => `changed by ${role}` },
  },
  'payload-jobs': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_ONLY },
    // Far in the future, so that the queue never runs it during the walk.
    sample: async () => ({
      taskSlug: 'sendEmail',
      queue: 'probe',
      waitUntil: '2100-01-01T00:00:00.000Z',
      input: {
        to: uniqueEmail('probe'),
        template: 'confirm',
        locale: 'fr',
        name: 'Probe',
        link: 'http://localhost:3000/auth',
      },
    }),
    probe: { field: 'queue', value: (role) => `changed-by-${role}` },
  },
  'payload-migrations': {
    rights: { visitor: NONE, member: NONE, premium: NONE, editor: NONE, admin: READ_ONLY },
    sample: async () => ({ name: `probe_${next()}`, batch: 99 }),
    probe: { field: 'name', value: (role) => `changed_by_${role}` },
  },
}

type GlobalRights = Record<Role, { read: boolean; update: boolean }>
/** Settings of the site: everyone reads them, administrators alone change them. */
const PUBLIC_SETTINGS: GlobalRights = {
  visitor: { read: true, update: false },
  member: { read: true, update: false },
  premium: { read: true, update: false },
  editor: { read: true, update: false },
  admin: { read: true, update: true },
}
type GlobalCase = {
  rights: GlobalRights
  probe: { field: string; value: (role: Role) => unknown }
  /** GraphQL update inputs require every required field: taken from the stored document. */
  graphqlRequired: (stored: Record<string, unknown>) => Record<string, unknown>
}
const globals: Record<string, GlobalCase> = {
  'site-settings': {
    rights: PUBLIC_SETTINGS,
    probe: { field: 'brandName', value: (role) => `Marque changée par ${role}` },
    graphqlRequired: (stored) => ({
      contactEmail: stored.contactEmail,
      region: { name: (stored.region as { name: string }).name },
    }),
  },
  'feedback-config': {
    // Read by every visitor's widget; a setting of the site, so administrators change it.
    rights: PUBLIC_SETTINGS,
    probe: { field: 'isGloballyEnabled', value: () => false },
    // GraphQL names the select's values as enum members (bottom-right → bottom_right).
    graphqlRequired: (stored) => ({
      position: String(stored.position ?? 'bottom-right').replace(/-/g, '_'),
    }),
  },
  'theme-defaults': {
    // Every page renders it; a setting of the site, so administrators change it.
    rights: PUBLIC_SETTINGS,
    probe: { field: 'fontSize', value: () => 18 },
    graphqlRequired: (stored) => ({
      colorScheme: stored.colorScheme ?? 'light',
      primaryColor: stored.primaryColor,
      secondaryColor: stored.secondaryColor,
      accentColor: stored.accentColor,
      fontSize: stored.fontSize,
      borderRadius: stored.borderRadius,
      fontFamily: stored.fontFamily ?? 'inter',
      backgroundPattern: stored.backgroundPattern ?? 'none',
      particleType: stored.particleType ?? 'forest',
      particleCount: stored.particleCount ?? 25,
      cursorType: stored.cursorType ?? 'leaf',
      ambientSoundType: stored.ambientSoundType ?? 'forest',
      ambientVolume: stored.ambientVolume ?? 50,
    }),
  },
}

const roles: Role[] = ['visitor', 'member', 'premium', 'editor', 'admin']

beforeAll(async () => {
  payload = await startPayload()
  api = createApi(config)
  bystander = await createStaff(payload, 'editor')
  const admin = await createStaff(payload, 'admin')
  const editor = await createStaff(payload, 'editor')
  const member = await createMember(payload)
  const premium = await createMember(payload, { subscriptionStatus: 'premium' })
  actors.visitor = { role: 'visitor' }
  actors.member = { role: 'member', account: member, token: await tokenFor(payload, member) }
  actors.premium = { role: 'premium', account: premium, token: await tokenFor(payload, premium) }
  actors.editor = { role: 'editor', account: editor, token: await tokenFor(payload, editor) }
  actors.admin = { role: 'admin', account: admin, token: await tokenFor(payload, admin) }
})

afterAll(async () => {
  await stopPayload(payload)
})

function staffAccount(): User {
  return bystander
}

async function createTarget(slug: string): Promise<Doc> {
  const spec = collections[slug]!
  const data = await spec.sample({ payload, staff: staffAccount() })
  if (spec.upload) return createUpload(slug, data, spec.upload)
  return (await payload.create({
    collection: slug as 'users',
    data: data as never,
    overrideAccess: true,
    user: bystander,
    disableVerificationEmail: true,
  })) as unknown as Doc
}

async function fetchDoc(slug: string, id: Id): Promise<Doc | null> {
  const { docs } = await payload.find({
    collection: slug as 'users',
    where: { id: { equals: id } },
    overrideAccess: true,
    depth: 0,
    limit: 1,
  })
  return (docs[0] as unknown as Doc | undefined) ?? null
}

async function countDocs(slug: string): Promise<number> {
  return (await payload.count({ collection: slug as 'users', overrideAccess: true })).totalDocs
}

function graphQLNames(slug: string) {
  const names = formatNames(slug)
  const singular = names.singular
  const plural = singular === names.plural ? `all${singular}` : names.plural
  return { singular, plural }
}

const hasRest = (slug: string) => payload.collections[slug as 'users'].config.endpoints !== false
const hasGraphQL = (slug: string) => payload.collections[slug as 'users'].config.graphQL !== false

/** What one channel answered for a read: the ids it let through, or nothing (denied). */
type Channel = {
  name: 'rest' | 'graphql' | 'local'
  list: (actor: Actor, slug: string) => Promise<Id[]>
  byId: (actor: Actor, slug: string, id: Id) => Promise<boolean>
  create: (actor: Actor, slug: string, data: Record<string, unknown>) => Promise<void>
  update: (actor: Actor, slug: string, id: Id, data: Record<string, unknown>) => Promise<void>
  remove: (actor: Actor, slug: string, id: Id) => Promise<void>
}

async function restSegment(slug: string, id: Id): Promise<string> {
  const restKey = collections[slug]!.restKey
  if (!restKey) return String(id)
  const doc = await fetchDoc(slug, id)
  return doc ? restKey(doc) : String(id)
}

const restChannel: Channel = {
  name: 'rest',
  async list(actor, slug) {
    const res = await api.rest('GET', `/${slug}?limit=0&depth=0`, actor)
    if (res.status !== 200) return []
    return ((res.body as { docs: Doc[] }).docs ?? []).map((doc) => doc.id)
  },
  async byId(actor, slug, id) {
    const res = await api.rest('GET', `/${slug}/${await restSegment(slug, id)}?depth=0`, actor)
    return res.status === 200 && (res.body as Doc | null)?.id === id
  },
  async create(actor, slug, data) {
    const upload = collections[slug]!.upload
    if (upload) {
      const form = new FormData()
      form.append(
        'file',
        new Blob([new Uint8Array(upload.data)], { type: upload.mimetype }),
        `rest-${next()}.${upload.ext}`,
      )
      form.append('_payload', JSON.stringify(data))
      await api.rest('POST', `/${slug}`, { ...actor, form })
      return
    }
    await api.rest('POST', `/${slug}`, { ...actor, json: data })
  },
  async update(actor, slug, id, data) {
    await api.rest('PATCH', `/${slug}/${id}`, { ...actor, json: data })
  },
  async remove(actor, slug, id) {
    await api.rest('DELETE', `/${slug}/${await restSegment(slug, id)}`, actor)
  },
}

async function mutationInputType(mutation: string): Promise<string> {
  const result = await api.graphql(
    `{ __type(name: "Mutation") { fields { name args { name type { kind name ofType { kind name } } } } } }`,
  )
  const type = result.data?.__type as
    | {
        fields: {
          name: string
          args: { name: string; type: { name: string | null; ofType: { name: string } | null } }[]
        }[]
      }
    | undefined
  const field = type?.fields.find((candidate) => candidate.name === mutation)
  const arg = field?.args.find((candidate) => candidate.name === 'data')
  const name = arg?.type.name ?? arg?.type.ofType?.name
  if (!name) throw new Error(`GraphQL mutation ${mutation} not found in the schema`)
  return name
}

const graphqlChannel: Channel = {
  name: 'graphql',
  async list(actor, slug) {
    const { plural } = graphQLNames(slug)
    const result = await api.graphql(`{ ${plural}(limit: 0) { docs { id } } }`, {}, actor)
    const data = result.data?.[plural] as { docs: Doc[] } | null | undefined
    return data?.docs.map((doc) => doc.id) ?? []
  },
  async byId(actor, slug, id) {
    const { singular } = graphQLNames(slug)
    const result = await api.graphql(
      `query ($id: ${typeof id === 'number' ? 'Int' : 'String'}!) { ${singular}(id: $id) { id } }`,
      { id },
      actor,
    )
    return Boolean(result.data?.[singular])
  },
  async create(actor, slug, data) {
    const { singular } = graphQLNames(slug)
    const inputType = await mutationInputType(`create${singular}`)
    const toGraphql = collections[slug]!.graphqlData ?? ((sample) => sample)
    await api.graphql(
      `mutation ($data: ${inputType}!) { create${singular}(data: $data) { id } }`,
      { data: toGraphql(data) },
      actor,
    )
  },
  async update(actor, slug, id, data) {
    const { singular } = graphQLNames(slug)
    const inputType = await mutationInputType(`update${singular}`)
    await api.graphql(
      `mutation ($id: ${typeof id === 'number' ? 'Int' : 'String'}!, $data: ${inputType}!) { update${singular}(id: $id, data: $data) { id } }`,
      { id, data },
      actor,
    )
  },
  async remove(actor, slug, id) {
    const { singular } = graphQLNames(slug)
    await api.graphql(
      `mutation ($id: ${typeof id === 'number' ? 'Int' : 'String'}!) { delete${singular}(id: $id) { id } }`,
      { id },
      actor,
    )
  },
}

async function quietly<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work()
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403 || status === 404) return undefined
    throw error
  }
}

const localChannel: Channel = {
  name: 'local',
  async list(actor, slug) {
    const result = await quietly(() =>
      payload.find({
        collection: slug as 'users',
        limit: 0,
        depth: 0,
        overrideAccess: false,
        user: actor.account,
      }),
    )
    return result?.docs.map((doc) => doc.id) ?? []
  },
  async byId(actor, slug, id) {
    const doc = await quietly(() =>
      payload.findByID({
        collection: slug as 'users',
        id,
        depth: 0,
        overrideAccess: false,
        user: actor.account,
      }),
    )
    return Boolean(doc)
  },
  async create(actor, slug, data) {
    const upload = collections[slug]!.upload
    const file = upload
      ? {
          data: upload.data,
          mimetype: upload.mimetype,
          name: `local-${next()}.${upload.ext}`,
          size: upload.data.length,
        }
      : undefined
    await quietly(() =>
      payload.create({
        collection: slug as 'users',
        data: data as never,
        file,
        overrideAccess: false,
        user: actor.account,
        disableVerificationEmail: true,
      }),
    )
  },
  async update(actor, slug, id, data) {
    await quietly(() =>
      payload.update({
        collection: slug as 'users',
        id,
        data: data as never,
        overrideAccess: false,
        user: actor.account,
      }),
    )
  },
  async remove(actor, slug, id) {
    await quietly(() =>
      payload.delete({
        collection: slug as 'users',
        id,
        overrideAccess: false,
        user: actor.account,
      }),
    )
  },
}

function channelsFor(slug: string): Channel[] {
  const channels = [localChannel]
  if (hasRest(slug)) channels.push(restChannel)
  if (hasGraphQL(slug)) channels.push(graphqlChannel)
  return channels
}

describe('the walk covers the whole schema', () => {
  it('has a row for every collection, internal ones included', () => {
    expect(Object.keys(collections).sort()).toEqual(
      payload.config.collections.map((c) => c.slug).sort(),
    )
  })

  it('has a row for every global', () => {
    expect(Object.keys(globals).sort()).toEqual(payload.config.globals.map((g) => g.slug).sort())
  })

  it('knows the GraphQL name of every collection exposed there', async () => {
    const result = await api.graphql('{ __schema { queryType { fields { name } } } }')
    const schema = result.data?.__schema as { queryType: { fields: { name: string }[] } }
    const queries = new Set(schema.queryType.fields.map((field) => field.name))
    for (const slug of Object.keys(collections).filter(hasGraphQL)) {
      const { singular, plural } = graphQLNames(slug)
      expect(queries, slug).toContain(singular)
      expect(queries, slug).toContain(plural)
    }
  })
})

describe.each(Object.keys(collections))('collection %s', (slug) => {
  const spec = collections[slug]!

  it.each(roles)(
    'as %s: reads, creates, updates and deletes only what the table allows',
    async (role) => {
      const actor = actors[role]
      const rights = spec.rights[role]
      const own = await spec.ownDoc?.(actor)
      const other = await createTarget(slug)
      if (rights.read === 'own' || rights.update === 'own' || rights.delete === 'own') {
        expect(own, `${slug}/${role}: an "own" right needs an own document`).toBeDefined()
      }

      for (const channel of channelsFor(slug)) {
        const where = `${slug} as ${role} through ${channel.name}`

        // Read: the list and the document by id.
        const listed = await channel.list(actor, slug)
        expect(listed.includes(other.id), `${where}: list shows another's document`).toBe(
          rights.read === 'all',
        )
        expect(
          await channel.byId(actor, slug, other.id),
          `${where}: reads another's document by id`,
        ).toBe(rights.read === 'all')
        if (own && rights.read !== 'none') {
          expect(listed.includes(own.id), `${where}: list shows own document`).toBe(true)
        }
        if (rights.read === 'own') {
          for (const id of listed) {
            const doc = await fetchDoc(slug, id)
            expect(
              doc && spec.isOwn?.(doc, actor),
              `${where}: list shows only own documents (got ${id})`,
            ).toBe(true)
          }
        }

        // Create, with data an admin would be allowed to save.
        const data = await spec.sample({ payload, staff: staffAccount() })
        const before = await countDocs(slug)
        await channel.create(actor, slug, data)
        const created = (await countDocs(slug)) - before
        const uploadsOverGraphQL = spec.upload && channel.name === 'graphql'
        expect(created, `${where}: create`).toBe(rights.create && !uploadsOverGraphQL ? 1 : 0)

        // Update another's document, and one's own.
        const target = await createTarget(slug)
        const value = spec.probe.value(role)
        await channel.update(actor, slug, target.id, { [spec.probe.field]: value })
        const afterUpdate = await fetchDoc(slug, target.id)
        expect(
          afterUpdate?.[spec.probe.field] === value,
          `${where}: updates another's document`,
        ).toBe(rights.update === 'all')
        if (own) {
          const ownValue = `${value} (own)`
          await channel.update(actor, slug, own.id, { [spec.probe.field]: ownValue })
          const ownAfter = await fetchDoc(slug, own.id)
          expect(ownAfter?.[spec.probe.field] === ownValue, `${where}: updates own document`).toBe(
            rights.update !== 'none',
          )
        }

        // Delete another's document (own deletions are checked where the table allows them).
        const victim = await createTarget(slug)
        await channel.remove(actor, slug, victim.id)
        expect(
          (await fetchDoc(slug, victim.id)) === null,
          `${where}: deletes another's document`,
        ).toBe(rights.delete === 'all')
        if (rights.delete === 'own') {
          const mine = await spec.ownDoc?.(actor)
          await channel.remove(actor, slug, mine!.id)
          expect(await fetchDoc(slug, mine!.id), `${where}: deletes own document`).toBeNull()
        }
      }
    },
  )
})

describe.each(Object.keys(globals))('global %s', (slug) => {
  const spec = globals[slug]!

  it.each(roles)('as %s: reads and updates only as the table allows', async (role) => {
    const actor = actors[role]
    const rights = spec.rights[role]
    const { singular } = graphQLNames(slug)
    const original = (await payload.findGlobal({
      slug: slug as 'site-settings',
      overrideAccess: true,
    })) as unknown as Record<string, unknown>
    const value = spec.probe.value(role)
    const changed = async () =>
      (
        (await payload.findGlobal({
          slug: slug as 'site-settings',
          overrideAccess: true,
        })) as unknown as Record<string, unknown>
      )[spec.probe.field] === value
    const restore = () =>
      payload.updateGlobal({
        slug: slug as 'site-settings',
        data: { [spec.probe.field]: original[spec.probe.field] } as never,
        overrideAccess: true,
      })

    const restRead = await api.rest('GET', `/globals/${slug}`, actor)
    expect(restRead.status === 200, `${slug} as ${role}: REST read`).toBe(rights.read)
    const gqlRead = await api.graphql(`{ ${singular} { ${spec.probe.field} } }`, {}, actor)
    expect(Boolean(gqlRead.data?.[singular]), `${slug} as ${role}: GraphQL read`).toBe(rights.read)
    const localRead = await quietly(() =>
      payload.findGlobal({
        slug: slug as 'site-settings',
        overrideAccess: false,
        user: actor.account,
      }),
    )
    expect(Boolean(localRead), `${slug} as ${role}: Local API read`).toBe(rights.read)

    await api.rest('POST', `/globals/${slug}`, { ...actor, json: { [spec.probe.field]: value } })
    expect(await changed(), `${slug} as ${role}: REST update`).toBe(rights.update)
    await restore()

    const inputType = await mutationInputType(`update${singular}`)
    const gqlUpdate = await api.graphql(
      `mutation ($data: ${inputType}!) { update${singular}(data: $data) { ${spec.probe.field} } }`,
      { data: { ...spec.graphqlRequired(original), [spec.probe.field]: value } },
      actor,
    )
    if (rights.update)
      expect(gqlUpdate.errors, `${slug} as ${role}: GraphQL update errors`).toEqual([])
    expect(await changed(), `${slug} as ${role}: GraphQL update`).toBe(rights.update)
    await restore()

    await quietly(() =>
      payload.updateGlobal({
        slug: slug as 'site-settings',
        data: { [spec.probe.field]: value } as never,
        overrideAccess: false,
        user: actor.account,
      }),
    )
    expect(await changed(), `${slug} as ${role}: Local API update`).toBe(rights.update)
    await restore()
  })
})

describe('privileged fields of an account', () => {
  const escalation = {
    subscriptionStatus: 'premium',
    subscriptionTier: 'Premium annuel',
    subscriptionEnd: '2099-01-01T00:00:00.000Z',
    stripeCustomerId: 'cus_forged',
    isActive: false,
    _verified: false,
    email: 'forged@example.org',
    consents: [
      { kind: 'withdrawal-waiver', textVersion: 'forged', acceptedAt: '2020-01-01T00:00:00.000Z' },
    ],
    loginAttempts: 0,
    lockUntil: null,
  }

  async function freshMember(): Promise<Actor> {
    const account = await createMember(payload)
    return { role: 'member', account, token: await tokenFor(payload, account) }
  }

  function expectUntouched(before: Member, after: Member) {
    for (const field of [
      'subscriptionStatus',
      'subscriptionTier',
      'subscriptionEnd',
      'stripeCustomerId',
      'isActive',
      '_verified',
      'email',
    ] as const) {
      expect(after[field], field).toEqual(before[field])
    }
    expect(after.consents ?? []).toEqual(before.consents ?? [])
  }

  it.each(['rest', 'graphql', 'local'] as const)(
    'cannot be raised by the member through %s',
    async (channelName) => {
      const actor = await freshMember()
      const member = actor.account as Member
      const before = await payload.findByID({
        collection: 'members',
        id: member.id,
        overrideAccess: true,
        showHiddenFields: true,
      })
      const data = { ...escalation, displayName: 'Nouveau nom' }
      if (channelName === 'rest') await restChannel.update(actor, 'members', member.id, data)
      if (channelName === 'graphql') {
        // GraphQL has no input for fields a member may not write: send only the ones its schema accepts.
        const inputType = await mutationInputType('updateMember')
        const result = await api.graphql(
          `mutation ($id: Int!, $data: ${inputType}!) { updateMember(id: $id, data: $data) { id } }`,
          {
            id: member.id,
            data: {
              displayName: 'Nouveau nom',
              subscriptionStatus: 'premium',
              stripeCustomerId: 'cus_forged',
              isActive: false,
              _verified: false,
              email: 'forged@example.org',
            },
          },
          actor,
        )
        expect(result.errors).toEqual([])
      }
      if (channelName === 'local') {
        await payload.update({
          collection: 'members',
          id: member.id,
          data: data as never,
          overrideAccess: false,
          user: member,
        })
      }
      const after = await payload.findByID({
        collection: 'members',
        id: member.id,
        overrideAccess: true,
        showHiddenFields: true,
      })
      expect(after.displayName).toBe('Nouveau nom')
      expectUntouched(before, after)
    },
  )

  it('stays untouched when a premium member tries the same', async () => {
    const account = await createMember(payload, { subscriptionStatus: 'premium' })
    const actor: Actor = { role: 'premium', account, token: await tokenFor(payload, account) }
    const before = await payload.findByID({
      collection: 'members',
      id: account.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    await restChannel.update(actor, 'members', account.id, {
      ...escalation,
      subscriptionStatus: 'free',
      subscriptionEnd: null,
    })
    const after = await payload.findByID({
      collection: 'members',
      id: account.id,
      overrideAccess: true,
      showHiddenFields: true,
    })
    expectUntouched(before, after)
  })

  it('lets an admin set them (the fields are not frozen for everyone)', async () => {
    const member = await createMember(payload)
    await restChannel.update(actors.admin, 'members', member.id, {
      subscriptionStatus: 'active',
      stripeCustomerId: 'cus_admin',
    })
    const after = await payload.findByID({
      collection: 'members',
      id: member.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ subscriptionStatus: 'active', stripeCustomerId: 'cus_admin' })
  })

  it('keeps an editor from making themselves admin', async () => {
    const editor = await createStaff(payload, 'editor')
    const actor: Actor = { role: 'editor', account: editor, token: await tokenFor(payload, editor) }
    await restChannel.update(actor, 'users', editor.id, { role: 'admin', name: 'Ambitieux' })
    await graphqlChannel.update(actor, 'users', editor.id, { role: 'admin' })
    await localChannel.update(actor, 'users', editor.id, { role: 'admin' })
    const after = await payload.findByID({
      collection: 'users',
      id: editor.id,
      overrideAccess: true,
    })
    expect(after).toMatchObject({ role: 'editor', name: 'Ambitieux' })
  })

  it('never returns password hashes, salts or reset tokens through the API', async () => {
    const res = await api.rest('GET', `/members/${actors.member.account!.id}`, actors.member)
    expect(res.status).toBe(200)
    const body = res.body as Record<string, unknown>
    for (const secret of ['hash', 'salt', 'resetPasswordToken', '_verificationToken', 'password']) {
      expect(body, secret).not.toHaveProperty(secret)
    }
  })
})

describe('internal endpoints', () => {
  it.each(['visitor', 'member', 'premium'] as const)(
    'refuses preference writes to a %s',
    async (role) => {
      const before = await countDocs('payload-preferences')
      const res = await api.rest('POST', `/payload-preferences/sidebar-${next()}`, {
        ...actors[role],
        json: { value: { open: true } },
      })
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(await countDocs('payload-preferences')).toBe(before)
    },
  )

  it('lets staff keep their own admin preferences', async () => {
    const before = await countDocs('payload-preferences')
    const res = await api.rest('POST', `/payload-preferences/nav-${next()}`, {
      ...actors.editor,
      json: { value: { open: true } },
    })
    expect(res.status).toBeLessThan(300)
    expect(await countDocs('payload-preferences')).toBe(before + 1)
  })
})

describe('signed-in members never reach /admin', () => {
  it('refuses the admin panel to a member account', async () => {
    const res = await api.rest('GET', '/members/me', actors.member)
    expect(res.status).toBe(200)
    const access = await api.rest('GET', '/access', actors.member)
    expect((access.body as { canAccessAdmin?: boolean }).canAccessAdmin ?? false).toBe(false)
    const staffAccess = await api.rest('GET', '/access', actors.editor)
    expect((staffAccess.body as { canAccessAdmin?: boolean }).canAccessAdmin).toBe(true)
  })

  it('cannot log in as staff with a member password (separate accounts)', async () => {
    const member = actors.member.account as Member
    const res = await api.rest('POST', '/users/login', {
      json: { email: member.email, password: TEST_PASSWORD },
    })
    expect(res.status).toBe(401)
  })

  it('ignores where-queries that try to reach other members', async () => {
    const other = await createMember(payload)
    const where: Where = { email: { equals: other.email } }
    const res = await api.rest(
      'GET',
      `/members?where[email][equals]=${encodeURIComponent(other.email)}`,
      actors.member,
    )
    expect((res.body as { docs: Doc[] }).docs).toEqual([])
    const local = await payload.find({
      collection: 'members',
      where,
      overrideAccess: false,
      user: actors.member.account,
    })
    expect(local.docs).toEqual([])
  })
})

describe('what visitors may read of plans and pages', () => {
  it('hides inactive plans and draft pages from visitors and members, not from staff', async () => {
    const inactive = await payload.create({
      collection: 'plans',
      data: {
        code: `old-${next()}`,
        name: 'Ancienne offre',
        priceCents: 1500,
        currency: 'EUR',
        interval: 'month',
        active: false,
      },
      overrideAccess: true,
    })
    const draft = await payload.create({
      collection: 'pages',
      data: {
        slug: `brouillon-${next()}`,
        title: 'Brouillon',
        body: richText('Pas encore publié') as never,
        _status: 'draft',
      },
      overrideAccess: true,
      draft: true,
    })
    for (const actor of [actors.visitor, actors.member, actors.premium]) {
      for (const channel of [restChannel, graphqlChannel, localChannel]) {
        expect(
          await channel.byId(actor, 'plans', inactive.id),
          `${actor.role} ${channel.name} inactive plan`,
        ).toBe(false)
        expect(
          await channel.byId(actor, 'pages', draft.id),
          `${actor.role} ${channel.name} draft page`,
        ).toBe(false)
      }
      expect(await restChannel.list(actor, 'pages')).not.toContain(draft.id)
    }
    expect(await restChannel.byId(actors.editor, 'plans', inactive.id)).toBe(true)
    expect((await api.rest('GET', `/pages/${draft.id}?draft=true`, actors.editor)).status).toBe(200)
  })
})
