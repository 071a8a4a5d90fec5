/**
 * Pages are rendered whole on the server: a visitor without script reads them, redirects are real HTTP
 * redirects and missing pages real 404s. Moving between pages with script shows the loading indicator
 * (spec §1, "a spinner while loading") until the next page is there.
 */
import { expect, test } from '@playwright/test'

test('the member area sends a visitor to sign in with a real HTTP redirect', async ({
  request,
}) => {
  const response = await request.get('/membre', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toBe('/auth?redirect=%2Fmembre')
})

test('a missing article answers 404 from the server, not a page that says so after streaming', async ({
  request,
}) => {
  const response = await request.get('/articles/ce-sentier-n-existe-pas')
  expect(response.status()).toBe(404)
})

test('pages show their content to a reader without script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  try {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Email/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible()

    await page.goto('/articles?lang=de')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
    // No spinner stands in for the page.
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

test('moving to another page shows the loading indicator until the page arrives', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The next page's server data (React Server Components payload) takes a while to come.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.searchParams.has('_rsc'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Contact', exact: true })
    .first()
    .click()
  const indicator = page.getByRole('status').filter({ hasText: 'Chargement' })
  await expect(indicator).toBeVisible()
  await expect(page).not.toHaveURL(/\/contact$/)

  release()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/contact/i)
  await expect(indicator).toHaveCount(0)
})
