/**
 * The search results page `/recherche?q=`: server-rendered and usable without JavaScript (the header's
 * search control is then a link to it), accent-insensitive like the overlay, with the same locks,
 * paginated, noindex; the overlay's « Voir tous les résultats » and the WebSite structured data lead
 * there; a query that is empty, too long or full of control characters gives the empty state.
 */
import { expect, test, type Page } from '@playwright/test'

import { uniqueClientIp } from './support/accounts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

async function titles(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  return page.locator('main ol > li a > span.text-lg').allTextContents()
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('finds the same results with or without accents, in French and Dutch, with locks', async ({
    page,
  }) => {
    const plain = await titles(page, '/recherche?q=foret')
    const accented = await titles(page, '/recherche?q=for%C3%AAt')
    expect(plain.length).toBeGreaterThan(0)
    expect(accented).toEqual(plain)
    await expect(page.getByRole('main').getByRole('status')).toContainText('pour « forêt »')
    // A visitor sees Premium items with their lock.
    await expect(page.locator('main ol').getByText('Réservé').first()).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const dutch = await titles(page, '/recherche?q=cevennen&lang=nl')
    expect(dutch.length).toBeGreaterThan(0)
    expect(await titles(page, '/recherche?q=c%C3%A9vennen&lang=nl')).toEqual(dutch)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken')
  })

  test('the header’s search is a link to the page, whose form submits as a plain GET', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('link', { name: 'Ouvrir la recherche' }).click()
    await expect(page).toHaveURL(/\/recherche$/)
    await page.getByLabel('Mots à rechercher').fill('châtaignier')
    await page.getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/recherche\?q=ch%C3%A2taignier$/)
    await expect(page.getByRole('main').getByRole('status')).toContainText('pour « châtaignier »')
  })

  test('an empty, too long or control-character query shows the empty state', async ({ page }) => {
    expect(await titles(page, `/recherche?q=${'a'.repeat(201)}`)).toEqual([])
    await expect(page.getByText('Cette recherche est trop longue ou vide')).toBeVisible()
    expect(await titles(page, '/recherche?q=%00%01%02')).toEqual([])
    expect(await titles(page, '/recherche?q=')).toEqual([])
    await expect(page.getByText('Cherchez un mot dans les titres')).toBeVisible()
  })
})

test('pages through many results, ten at a time', async ({ page }) => {
  // Every launch item's summary or title has an « e »: the whole library answers.
  const first = await titles(page, '/recherche?q=e')
  expect(first).toHaveLength(10)
  await expect(page.getByText(/^Page 1 sur \d+$/)).toBeVisible()
  await page.getByRole('link', { name: 'Résultats suivants' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByText(/^Page 2 sur \d+$/)).toBeVisible()
  const second = await page.locator('main ol > li a > span.text-lg').allTextContents()
  expect(second.some((title) => first.includes(title))).toBe(false)
})

test('the overlay leads to every result, and the structured data points here', async ({ page }) => {
  await page.goto('/')
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(jsonLd.join('')).toContain('/recherche?q={search_term_string}')
  await page.getByRole('button', { name: 'Ouvrir la recherche' }).click()
  await page.getByRole('combobox').fill('forêt')
  await page.getByRole('link', { name: 'Voir tous les résultats' }).click()
  await expect(page).toHaveURL(/\/recherche\?q=for%C3%AAt$/)
  await expect(page.getByRole('main').getByRole('status')).toContainText('pour « forêt »')
})
