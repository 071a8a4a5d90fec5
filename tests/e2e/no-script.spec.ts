/**
 * Every page of the sitemap, read with JavaScript off, in French and Dutch, as a visitor, and the
 * member pages as a member: each answers 200 with a non-empty `<title>`, an `<h1>`, and no loading
 * label left on screen (nothing streamed in by a script that never runs).
 * The not-found page (an unknown path and an unknown article) must read the same way, with 404. And
 * nothing may be dead without script: each form posts somewhere (an `action`, or React's
 * server-action fields), and no button is offered outside a form.
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
async function problemsOf(
  page: Page,
  url: string,
  labels: string[],
  status = 200,
): Promise<string[]> {
  const response = await page.goto(url)
  const problems: string[] = []
  if (response?.status() !== status) problems.push(`status ${response?.status()}`)
  if (!(await page.title()).trim()) problems.push('empty <title>')
  if ((await page.locator('h1').count()) === 0) problems.push('no <h1>')
  for (const label of labels)
    // Visible only: the navigation indicator holds « Chargement… » hidden until a script shows it.
    if (await page.getByText(label, { exact: true }).filter({ visible: true }).count())
      problems.push(`shows « ${label} »`)
  const deadForms = await page.locator('form').evaluateAll((forms) =>
    forms
      .filter((form) => {
        const action = form.getAttribute('action')
        const serverAction = form.querySelector('input[name^="$ACTION"]')
        return !serverAction && (!action || action.startsWith('javascript:'))
      })
      .map((form) => form.getAttribute('aria-label') ?? form.id ?? form.outerHTML.slice(0, 80)),
  )
  for (const form of deadForms) problems.push(`dead form ${form}`)
  // A button outside a form only does something through a script: none may be offered.
  const deadButtons = await page
    .locator('button')
    .evaluateAll((buttons) =>
      buttons
        .filter(
          (button) =>
            !button.closest('form') &&
            button.getAttribute('aria-hidden') !== 'true' &&
            button.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        )
        .map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? ''),
    )
  for (const button of deadButtons) problems.push(`dead button « ${button} »`)
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
      for (const url of [`/sentier/perdu${suffix}`, `/articles/chemin-inconnu${suffix}`])
        problems.push(...(await problemsOf(page, url, loadingLabels(lang), 404)))
      expect(problems).toEqual([])
    })
  }

  test('on a phone the menu opens without script, with the navigation and the sign-in links', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const header = page.getByRole('banner')
    const toggle = header.locator('summary[aria-label="Ouvrir le menu"]')
    await expect(toggle).toBeVisible()
    // The scripted menu's button is not offered: it could not open.
    await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeHidden()
    await toggle.click()
    const menu = header.getByRole('navigation', { name: 'Navigation principale' })
    await expect(menu.getByRole('link', { name: 'Articles' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'S’abonner' })).toBeVisible()
    await header.getByRole('link', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/auth\?tab=login$/)
  })

  test('the language selector is a list of links without script', async ({ page }) => {
    await page.goto('/articles?categorie=nature')
    const header = page.getByRole('banner')
    await header.locator('summary').filter({ hasText: 'FR' }).click()
    await header.getByRole('link', { name: 'Nederlands' }).click()
    await expect(page).toHaveURL(/\/articles\?categorie=nature&lang=nl$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  })

  test('the not-found page reads in full: 404, its title, its text and the way home (fr, nl)', async ({
    page,
  }) => {
    for (const [url, title, back, home] of [
      ['/articles/chemin-inconnu', 'Oops! Page introuvable', "Retour à l'accueil", '/'],
      [
        '/sentier/perdu?lang=nl',
        'Oeps! Pagina niet gevonden',
        'Terug naar de startpagina',
        '/?lang=nl',
      ],
    ] as const) {
      const response = await page.goto(url)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(/.+/)
      await expect(page.getByRole('link', { name: back, exact: true })).toHaveAttribute(
        'href',
        home,
      )
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    }
    // The page behind it is never a page of its own.
    expect((await page.goto('/page-introuvable'))?.status()).toBe(404)
  })
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
  // « Actualiser » posts to the server and comes back to the member area.
  await plain.getByRole('button', { name: 'Actualiser' }).click()
  await expect(plain).toHaveURL(/\/membre$/)
  await expect(plain.getByTestId('subscription-badge')).toHaveText('Gratuit')
  await scriptless.close()
  expect(problems).toEqual([])
})
