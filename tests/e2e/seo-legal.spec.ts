/**
 * What search engines and auditors read: the <head> of pages against the metadata rules
 * (docs/behaviour.md › SEO and structured data), structured data, the sitemap and robots.txt; the
 * legal pages; and accessibility (axe).
 */
import { expect, test, type Page } from '@playwright/test'

import { locales } from '../../src/i18n/locales'
import { AuthPage } from './pages/AuthPage'
import {
  createConfirmedMember,
  setSubscriptionStatus,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { bodyPhrase, launchLibrary } from './support/library'

type Head = {
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  alternates: Record<string, string>
  og: Record<string, string>
  twitter: Record<string, string>
  jsonLdTypes: string[]
  lang: string | null
}

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector<HTMLMetaElement>(selector)?.content ?? null
    const collect = (prefix: string, attribute: 'property' | 'name') =>
      Object.fromEntries(
        [...document.head.querySelectorAll<HTMLMetaElement>(`meta[${attribute}^="${prefix}"]`)].map(
          (element) => [element.getAttribute(attribute) ?? '', element.content],
        ),
      )
    const types: string[] = []
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      const data = JSON.parse(script.textContent ?? 'null') as
        { '@type': string } | { '@type': string }[]
      for (const record of Array.isArray(data) ? data : [data]) types.push(record['@type'])
    }
    return {
      title: document.title,
      description: meta('meta[name="description"]'),
      canonical:
        document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
      robots: meta('meta[name="robots"]'),
      alternates: Object.fromEntries(
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
          (link) => [link.hreflang, link.href],
        ),
      ),
      og: collect('og:', 'property'),
      twitter: collect('twitter:', 'name'),
      jsonLdTypes: types,
      lang: document.documentElement.getAttribute('lang'),
    }
  })
}

function expectSpecRules(
  head: Head,
  { baseURL, path, locale }: { baseURL: string; path: string; locale: string },
) {
  const url = (target: string, language: string) =>
    `${baseURL}${target}${language === 'fr' ? '' : `${target.includes('?') ? '&' : '?'}lang=${language}`}`
  expect(head.lang).toBe(locale)
  expect(head.title.endsWith(' | Sylva Cévennes') || head.title.includes('Sylva Cévennes')).toBe(
    true,
  )
  expect(head.description?.length ?? 0).toBeGreaterThan(20)
  expect(head.description?.length ?? 999).toBeLessThanOrEqual(160)
  expect(head.canonical).toBe(url(path, locale))
  expect(head.robots).toContain('index, follow')
  expect(head.robots).toContain('max-image-preview:large')
  for (const language of locales) expect(head.alternates[language]).toBe(url(path, language))
  expect(head.alternates['x-default']).toBe(url(path, 'fr'))
  expect(head.og['og:type']).toBe('website')
  expect(new URL(head.og['og:url'] ?? '').href).toBe(url(path, locale))
  expect(head.og['og:title']).toBe(head.title)
  expect(head.og['og:description']).toBe(head.description)
  expect(head.og['og:site_name']).toBe('Sylva Cévennes')
  expect(head.twitter['twitter:card']).toBe('summary_large_image')
  expect(head.jsonLdTypes).toContain('BreadcrumbList')
}

test('the home page head follows the metadata rules and carries the four records', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  const head = await readHead(page)
  expectSpecRules(head, { baseURL: baseURL ?? '', path: '/', locale: 'fr' })
  expect(head.title).toBe('Sylvothérapie et slow living en Cévennes | Sylva Cévennes')
  expect(head.jsonLdTypes).toEqual(
    expect.arrayContaining([
      'FAQPage',
      'WebSite',
      'LocalBusiness',
      'Organization',
      'BreadcrumbList',
    ]),
  )

  const records = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => JSON.parse(script.textContent ?? '[]') as object[],
    ),
  )
  const byType = (type: string) =>
    records.find((record) => (record as { '@type': string })['@type'] === type) as Record<
      string,
      unknown
    >
  expect((byType('FAQPage').mainEntity as unknown[]).length).toBe(5)
  expect(byType('WebSite').potentialAction).toMatchObject({
    '@type': 'SearchAction',
    'query-input': 'required name=search_term_string',
  })
  expect(byType('LocalBusiness')).toMatchObject({
    areaServed: { '@type': 'GeoCircle', name: 'Lozère / Cévennes', geoRadius: 50000 },
    openingHoursSpecification: { opens: '00:00', closes: '23:59' },
  })
  expect(
    (byType('LocalBusiness').openingHoursSpecification as { dayOfWeek: string[] }).dayOfWeek,
  ).toHaveLength(7)
  const organization = byType('Organization')
  expect(organization.sameAs).toEqual(
    expect.arrayContaining(['https://www.instagram.com/sylvacevennes']),
  )
  expect(organization.contactPoint).toMatchObject({
    contactType: 'customer service',
    availableLanguage: ['Français', 'English', 'Español', 'Deutsch', 'Nederlands'],
  })
})

test('the German contact page describes itself in German, with its ContactPage record', async ({
  page,
  baseURL,
}) => {
  await page.goto('/contact?lang=de')
  const head = await readHead(page)
  expectSpecRules(head, { baseURL: baseURL ?? '', path: '/contact', locale: 'de' })
  expect(head.title).toBe('Kontakt | Sylva Cévennes')
  expect(head.og['og:locale']).toBe('de_DE')
  expect(head.jsonLdTypes).toEqual(expect.arrayContaining(['ContactPage', 'BreadcrumbList']))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt')
  await expect(page.getByText('Wir antworten so schnell wie möglich.')).toBeVisible()
})

type JsonLdRecord = {
  '@type': string
  hasPart?: { cssSelector?: string; isAccessibleForFree?: boolean }
  itemListElement?: { name: string; item: string }[]
}

async function jsonLdRecords(page: Page): Promise<JsonLdRecord[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdRecord | JsonLdRecord[]
    return Array.isArray(data) ? data : [data]
  })
}

const premiumArticle = launchLibrary().find(
  (entry) => entry.type === 'articles' && entry.access === 'premium',
)
const formation = launchLibrary().find(
  (entry) => entry.type === 'formations' && entry.modules.length > 0,
)
if (!premiumArticle || !formation)
  throw new Error('the launch library lacks a premium article or a formation with modules')

test.describe('a gated document’s paywalled part', () => {
  test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

  test('is an element of the page, for a visitor and for a Premium reader (where the body is)', async ({
    page,
    request,
  }) => {
    const path = `/articles/${premiumArticle.slug}`
    const paywalled = async () => {
      const record = (await jsonLdRecords(page)).find((item) => item.hasPart)
      expect(record?.hasPart?.isAccessibleForFree).toBe(false)
      const selector = record?.hasPart?.cssSelector ?? ''
      expect(selector).not.toBe('')
      await expect(page.locator(selector)).toHaveCount(1)
      return page.locator(selector)
    }
    await page.goto(path)
    // A visitor: the paywall stands where the premium part would be.
    await expect(
      (await paywalled()).getByRole('heading', {
        name: 'La suite est réservée aux abonnés Premium',
      }),
    ).toBeVisible()

    const email = uniqueAddress('paywall')
    const password = 'une-longue-phrase-de-passe'
    const id = await createConfirmedMember(request, { email, password, displayName: 'Lou' })
    await setSubscriptionStatus(request, id, 'active')
    const auth = new AuthPage(page)
    await auth.goto('?tab=login')
    await auth.logIn({ email, password })
    await expect(page).toHaveURL(/\/membre$/)
    await page.goto(path)
    // A subscriber: the element holds the premium body itself.
    await expect(
      (await paywalled()).getByText(bodyPhrase('articles', premiumArticle.slug)),
    ).toBeVisible()
  })
})

test('a module’s breadcrumb names its formation by title, and every step answers 200', async ({
  page,
  request,
}) => {
  const courseModule = formation.modules[0]!
  await page.goto(`/formations/${formation.slug}/module/${courseModule.id}`)
  const list = (await jsonLdRecords(page)).find((item) => item['@type'] === 'BreadcrumbList')
  const items = list?.itemListElement ?? []
  expect(items.map((item) => item.name)).toEqual([
    'Accueil',
    'Formations',
    formation.texts.fr.title,
    courseModule.texts.fr.title,
  ])
  for (const item of items) {
    const url = new URL(item.item)
    expect((await request.get(`${url.pathname}${url.search}`)).status(), item.item).toBe(200)
  }
})

test.describe('legal pages', () => {
  const pages = [
    ['/mentions-legales', 'Mentions légales'],
    ['/cgu', 'Conditions générales d’utilisation'],
    ['/cgv', 'Conditions générales de vente'],
    ['/politique-confidentialite', 'Politique de confidentialité'],
    ['/politique-cookies', 'Politique de cookies'],
  ] as const

  for (const [path, title] of pages) {
    test(`${path} is complete, with the business facts of the settings`, async ({
      page,
      baseURL,
    }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      const text = await page.getByRole('main').innerText()
      expect(text).not.toMatch(/\{\{\s*\w+\s*\}\}/)
      expect(text.split(/\s+/).length).toBeGreaterThan(400)
      expect(text).toContain('Dernière mise à jour')
      expectSpecRules(await readHead(page), { baseURL: baseURL ?? '', path, locale: 'fr' })
    })
  }

  test('the legal notice names the publisher from the site settings', async ({ page }) => {
    await page.goto('/mentions-legales')
    const main = page.getByRole('main')
    await expect(main).toContainText('4 place de l’Esplanade, 48400 Florac-Trois-Rivières, France')
    await expect(main).toContainText('Claire Roux')
    await expect(main).toContainText('bonjour@sylva-cevennes.fr')
  })

  test('are translated, with internal links in the reader’s language', async ({ page }) => {
    await page.goto('/cgv?lang=de')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Allgemeine Geschäftsbedingungen',
    )
    await expect(page.getByRole('main')).toContainText('maßgeblich ist die französische Fassung')
    const internal = page.getByRole('main').locator('a[href^="/"]')
    expect(await internal.count()).toBeGreaterThan(0)
    for (const href of await internal.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(href).toContain('lang=de')
    }
  })
})

test('the sitemap lists every public page in every language, with alternates', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  const xml = await response.text()
  for (const path of [
    '/',
    '/contact',
    '/mentions-legales',
    '/cgu',
    '/cgv',
    '/politique-confidentialite',
    '/politique-cookies',
  ]) {
    expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    expect(xml).toContain(`<loc>${baseURL}${path}?lang=nl</loc>`)
  }
  expect(xml).toContain(`hreflang="x-default"`)
  expect(xml).toContain(`hreflang="es"`)
  expect(xml).not.toContain('/admin')
})

test('robots.txt keeps crawlers out of the admin, the member area and the API', async ({
  request,
  baseURL,
}) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toContain('Disallow: /admin')
  expect(text).toContain('Disallow: /membre')
  expect(text).toContain('Disallow: /api')
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
})

test.describe('accessibility', () => {
  for (const [search, theme] of [
    ['', 'light'],
    ['?lang=nl', 'light'],
    ['', 'dark'],
  ] as const) {
    test(`the home page${search ? ` (${search})` : ''} in ${theme} has no serious or critical axe violation`, async ({
      page,
    }) => {
      if (theme === 'dark') await page.addInitScript(() => localStorage.setItem('theme', 'dark'))
      await page.goto(`/${search}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoSeriousAxeViolations(page)
    })
  }

  test('a legal page and the not-found page have no serious or critical axe violation', async ({
    page,
  }) => {
    for (const path of ['/cgv', '/nope']) {
      await page.goto(path)
      await expectNoSeriousAxeViolations(page, path)
    }
  })
})
