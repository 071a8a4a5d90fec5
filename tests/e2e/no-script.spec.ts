/**
 * Every page of the sitemap, read with JavaScript off, in French and Dutch, as a visitor, and the
 * member pages as a member: each answers 200 with a non-empty `<title>`, an `<h1>`, and no loading
 * label left on screen (nothing streamed in by a script that never runs).
 * The not-found page is not crawled here yet (see the note in docs/behaviour.md › Without JavaScript).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type Page } from '@playwright/test'

import { AuthPage } from './pages/AuthPage'
import { createConfirmedMember, uniqueAddress, uniqueClientIp } from './support/accounts'
import { e2eServer } from './support/server'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

type Catalogue = {
  common: { loading: string }
  header: { badgeChecking: string }
  home: { hero: { loading: string } }
}
const loadingLabels = (lang: 'fr' | 'nl') => {
  const messages = JSON.parse(
    readFileSync(path.join(import.meta.dirname, `../../messages/${lang}.json`), 'utf8'),
  ) as Catalogue
  return [messages.common.loading, messages.header.badgeChecking, messages.home.hero.loading]
}

/** Reads one page without scripts and says what is wrong with it, if anything. */
async function problemsOf(page: Page, url: string, labels: string[]): Promise<string[]> {
  const response = await page.goto(url)
  const problems: string[] = []
  if (response?.status() !== 200) problems.push(`status ${response?.status()}`)
  if (!(await page.title()).trim()) problems.push('empty <title>')
  if ((await page.locator('h1').count()) === 0) problems.push('no <h1>')
  for (const label of labels)
    // Visible only: the navigation indicator holds « Chargement… » hidden until a script shows it.
    if (await page.getByText(label, { exact: true }).filter({ visible: true }).count())
      problems.push(`shows « ${label} »`)
  return problems.map((problem) => `${url}: ${problem}`)
}

async function sitemapPaths(page: Page, lang: 'fr' | 'nl'): Promise<string[]> {
  const xml = await (await page.request.get('/sitemap.xml')).text()
  const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!))
  return all
    .filter((url) => (url.searchParams.get('lang') ?? 'fr') === lang)
    .map((url) => `${url.pathname}${url.search}`)
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const lang of ['fr', 'nl'] as const) {
    test(`every sitemap page reads fully for a visitor (${lang})`, async ({ page }) => {
      test.setTimeout(240_000)
      const paths = await sitemapPaths(page, lang)
      expect(paths.length).toBeGreaterThan(40)
      const suffix = lang === 'fr' ? '' : `?lang=${lang}`
      const problems: string[] = []
      for (const url of [
        ...paths,
        `/auth${suffix}`,
        `/tests-personnalite/votre-rythme-naturel${suffix}`,
      ])
        problems.push(...(await problemsOf(page, url, loadingLabels(lang))))
      expect(problems).toEqual([])
    })
  }
})

test('the member pages read fully for a member with JavaScript off', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueAddress('sans-script')
  await createConfirmedMember(request, {
    email,
    password: 'une-longue-phrase-de-passe',
    displayName: 'Lou',
  })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: 'une-longue-phrase-de-passe' })
  await expect(page).toHaveURL(/\/membre$/)
  const scriptless = await browser.newContext({
    baseURL: e2eServer().baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const plain = await scriptless.newPage()
  const problems: string[] = []
  for (const lang of ['fr', 'nl'] as const) {
    const suffix = lang === 'fr' ? '' : `?lang=${lang}`
    for (const url of [
      '/',
      '/membre',
      '/membre/conseils-quotidiens',
      '/membre/resultats',
      '/membre/abonnement',
      '/tests-personnalite',
      '/calendrier-foret',
      '/articles',
    ])
      problems.push(...(await problemsOf(plain, `${url}${suffix}`, loadingLabels(lang))))
  }
  // The header shows the member's links, not the visitor's.
  await plain.goto('/membre')
  await expect(plain.getByRole('banner').getByRole('link', { name: 'Espace membre' })).toBeVisible()
  await expect(plain.getByRole('banner').getByRole('link', { name: 'Connexion' })).toHaveCount(0)
  await scriptless.close()
  expect(problems).toEqual([])
})
