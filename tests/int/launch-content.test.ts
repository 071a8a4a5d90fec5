/** The launch content of the public shell: plans and legal pages, seeded in five languages. */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { legalPageSlugs } from '@/lib/legal'
import { locales } from '@/i18n/locales'
import { startingMonthlyPrice } from '@/lib/billing/pricing'
import { runSeeds } from '@/lib/seed'
import { legalPagesSeed, parseLegalMarkdown, readLegalDocument } from '@/lib/seed/legal-pages'
import { plansSeed } from '@/lib/seed/plans'

import { startPayload, stopPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await startPayload()
  // Only the units this file reads: the whole launch library (media included) takes minutes to seed,
  // and tests/int/platform.test.ts seeds it whole.
  await runSeeds(payload, [plansSeed, legalPagesSeed])
})

afterAll(async () => {
  await stopPayload(payload)
})

function plainText(node: unknown): string {
  if (Array.isArray(node)) return node.map(plainText).join(' ')
  if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>
    return typeof record.text === 'string'
      ? record.text
      : plainText(record.children ?? record.root ?? [])
  }
  return ''
}

describe('plans', () => {
  it('are the three launch plans, in euros, named in every language', async () => {
    const { docs } = await payload.find({
      collection: 'plans',
      sort: 'sortOrder',
      overrideAccess: false,
    })
    expect(
      docs.map((plan) => [plan.code, plan.priceCents, plan.interval ?? null, plan.currency]),
    ).toEqual([
      ['free', 0, null, 'EUR'],
      ['monthly', 990, 'month', 'EUR'],
      ['yearly', 8400, 'year', 'EUR'],
    ])
    expect(startingMonthlyPrice(docs)).toEqual({ cents: 700, currency: 'EUR' })
    for (const locale of locales) {
      const { docs: translated } = await payload.find({
        collection: 'plans',
        locale,
        sort: 'sortOrder',
        fallbackLocale: false,
      })
      expect(
        translated.every((plan) => plan.name && (plan.benefits?.length ?? 0) >= 3),
        locale,
      ).toBe(true)
    }
  })
})

describe('legal pages', () => {
  it('are the five pages of the footer, published', async () => {
    const { docs } = await payload.find({ collection: 'pages', overrideAccess: false, limit: 10 })
    expect(docs.map((page) => page.slug).sort()).toEqual([...legalPageSlugs].sort())
  })

  it.each(locales)(
    'exist in %s with their own title, summary and a complete text',
    async (locale) => {
      const { docs } = await payload.find({
        collection: 'pages',
        locale,
        fallbackLocale: false,
        limit: 10,
      })
      for (const page of docs) {
        expect(page.title, `${locale} ${page.slug}`).toBeTruthy()
        expect(page.summary?.length ?? 0, `${locale} ${page.slug} summary`).toBeGreaterThan(20)
        expect(page.summary?.length ?? 999, `${locale} ${page.slug} summary`).toBeLessThanOrEqual(
          160,
        )
        expect(
          plainText(page.body).split(/\s+/).length,
          `${locale} ${page.slug} body`,
        ).toBeGreaterThan(400)
      }
    },
  )

  it('carry the business facts as tokens, filled in at display time', () => {
    for (const locale of locales) {
      const notice = readLegalDocument(locale, 'mentions-legales')
      for (const token of [
        '{{legalName}}',
        '{{address}}',
        '{{director}}',
        '{{hostName}}',
        '{{contactEmail}}',
      ]) {
        expect(notice.body, `${locale} ${token}`).toContain(token)
      }
      expect(readLegalDocument(locale, 'cgv').body, `${locale} mediator`).toContain(
        '{{mediatorName}}',
      )
    }
  })

  it('use the same tokens in every translation as in French', () => {
    const tokens = (text: string) => [...new Set(text.match(/\{\{\s*\w+\s*\}\}/g) ?? [])].sort()
    for (const slug of legalPageSlugs) {
      const french = tokens(readLegalDocument('fr', slug).body)
      for (const locale of locales)
        expect(tokens(readLegalDocument(locale, slug).body), `${locale} ${slug}`).toEqual(french)
    }
  })
})

describe('parseLegalMarkdown', () => {
  it('reads the title, the summary and the body', () => {
    expect(
      parseLegalMarkdown('# Mentions légales\n\n> Qui édite ce site.\n\n## Éditeur\n\nTexte.'),
    ).toEqual({
      title: 'Mentions légales',
      summary: 'Qui édite ce site.',
      body: '## Éditeur\n\nTexte.',
    })
  })

  it('refuses a document without title or summary', () => {
    expect(() => parseLegalMarkdown('Pas de titre')).toThrow(/starts with/)
  })
})
