import { describe, expect, it } from 'vitest'

import { viewerFromAccount, type Viewer } from '@/lib/auth/viewer-state'
import { pageNumber, paginate } from '@/lib/content/routes'
import { previewPath } from '@/lib/content/preview'
import { canAccess, isPublic, unlockStep } from '@/lib/entitlements/gate'
import { redactForViewer } from '@/lib/entitlements/redact'
import { parseRange } from '@/lib/media/range'
import { isoDuration, libraryJsonLd } from '@/lib/seo/library'

const visitor: Viewer = { kind: 'visitor' }
const member = viewerFromAccount({
  collection: 'members',
  email: 'a@b.fr',
  subscriptionStatus: 'free',
})
const trial = viewerFromAccount({
  collection: 'members',
  email: 'a@b.fr',
  subscriptionStatus: 'trialing',
})
const lapsed = viewerFromAccount({
  collection: 'members',
  email: 'a@b.fr',
  subscriptionStatus: 'canceled',
})
// A failed renewal keeps access while Stripe retries; access ends when Stripe ends the subscription.
const retrying = viewerFromAccount({
  collection: 'members',
  email: 'a@b.fr',
  subscriptionStatus: 'past_due',
})
const premium = viewerFromAccount({
  collection: 'members',
  email: 'a@b.fr',
  subscriptionStatus: 'active',
})
const staff = viewerFromAccount({ collection: 'users', email: 'staff@b.fr', role: 'editor' })

describe('canAccess and unlockStep', () => {
  it.each([
    ['free', visitor, true, 'none'],
    ['members', visitor, false, 'signIn'],
    ['premium', visitor, false, 'signIn'],
    ['members', member, true, 'none'],
    ['premium', member, false, 'subscribe'],
    ['premium', lapsed, false, 'subscribe'],
    ['premium', retrying, true, 'none'],
    ['premium', trial, true, 'none'],
    ['premium', premium, true, 'none'],
    ['premium', staff, true, 'none'],
  ] as const)('%s content for %o', (access, viewer, allowed, step) => {
    expect(canAccess({ access }, viewer)).toBe(allowed)
    expect(unlockStep({ access }, viewer)).toBe(step)
  })

  it('treats a missing or unknown level as premium (fails closed)', () => {
    expect(canAccess({}, member)).toBe(false)
    expect(canAccess({ access: 'public' }, member)).toBe(false)
    expect(canAccess({ access: null }, premium)).toBe(true)
  })
})

describe('redactForViewer', () => {
  const formation = {
    access: 'premium',
    title: 'Respirer',
    body: { secret: true },
    modules: [{ id: 'm1', title: 'Souffle', body: { secret: true }, media: 3, resource: 4 }],
  }

  it('keeps the teaser and drops the body, module texts, media and resources', () => {
    const cut = redactForViewer('formations', formation, member)
    expect(cut.isLocked).toBe(true)
    expect(cut.title).toBe('Respirer')
    expect(cut.body).toBeNull()
    expect(cut.modules).toEqual([
      { id: 'm1', title: 'Souffle', body: null, media: null, resource: null },
    ])
    expect(JSON.stringify(cut)).not.toContain('secret')
  })

  it('keeps everything for a viewer with the right', () => {
    const whole = redactForViewer('formations', formation, premium)
    expect(whole.isLocked).toBe(false)
    expect(whole.body).toEqual({ secret: true })
  })

  it('drops a video’s file and captions', () => {
    const cut = redactForViewer(
      'videos',
      { access: 'members', body: 'x', video: 1, captions: [{ file: 2 }] },
      visitor,
    )
    expect(cut).toMatchObject({ body: null, video: null, captions: null, isLocked: true })
  })
})

describe('isPublic', () => {
  const now = new Date('2026-11-22T10:00:00Z')
  it('shows published documents from their date on, never drafts', () => {
    expect(isPublic({ _status: 'published', publishedAt: '2026-11-22T09:59:00Z' }, now)).toBe(true)
    expect(isPublic({ _status: 'published', publishedAt: '2026-11-22T10:01:00Z' }, now)).toBe(false)
    expect(isPublic({ _status: 'draft', publishedAt: '2026-01-01T00:00:00Z' }, now)).toBe(false)
    expect(isPublic({ _status: 'published', publishedAt: 'not a date' }, now)).toBe(false)
  })
})

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-99', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=900-', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=-100', { kind: 'partial', start: 900, end: 999 }],
    ['bytes=500-5000', { kind: 'partial', start: 500, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=5-1', { kind: 'full' }],
    ['bytes=0-1,5-9', { kind: 'full' }],
    ['items=0-9', { kind: 'full' }],
    ['bytes=abc', { kind: 'full' }],
    ['bytes=-', { kind: 'full' }],
    ['bytes=99999999999999999999-', { kind: 'full' }],
  ])('%s on a 1000-byte file', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected)
  })
})

describe('library helpers', () => {
  it('reads ?page= defensively and clamps to the last page', () => {
    expect(pageNumber(undefined)).toBe(1)
    expect(pageNumber('3')).toBe(3)
    expect(pageNumber('-2')).toBe(1)
    expect(pageNumber('1e9')).toBe(1)
    expect(paginate([1, 2, 3, 4, 5], 9, 2)).toEqual({ items: [5], page: 3, pageCount: 3, total: 5 })
  })

  it('previews only library pages of this site', () => {
    expect(previewPath('/articles/bain-de-foret?x=1')).toBe('/articles/bain-de-foret')
    expect(previewPath('//evil.example/articles/x')).toBeNull()
    expect(previewPath('/admin')).toBeNull()
    expect(previewPath(null)).toBeNull()
  })

  it('writes ISO 8601 durations', () => {
    expect(isoDuration(7)).toBe('PT7M')
    expect(isoDuration(60)).toBe('PT1H')
    expect(isoDuration(84)).toBe('PT1H24M')
  })

  it('marks gated documents as not free in JSON-LD, with the paywalled part', () => {
    const base = {
      url: 'https://x/videos/a',
      title: 'A',
      description: 'B',
      minutes: 12,
      brand: 'Sylva',
      siteUrl: 'https://x',
      locale: 'fr',
      contentUrl: 'https://x/media/videos/a',
    }
    const locked = libraryJsonLd({ ...base, type: 'videos', access: 'premium' })
    expect(locked).toMatchObject({ '@type': 'VideoObject', isAccessibleForFree: false })
    expect(locked.hasPart).toMatchObject({
      isAccessibleForFree: false,
      cssSelector: '.paywalled-content',
    })
    expect(locked.contentUrl).toBeUndefined()
    const free = libraryJsonLd({ ...base, type: 'videos', access: 'free' })
    expect(free).toMatchObject({ isAccessibleForFree: true, contentUrl: base.contentUrl })
    expect(libraryJsonLd({ ...base, type: 'formations', access: 'members' })['@type']).toBe(
      'Course',
    )
    expect(libraryJsonLd({ ...base, type: 'articles', access: 'free' })['@type']).toBe('Article')
  })
})
