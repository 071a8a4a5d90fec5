/**
 * The site's theme (docs/personalisation.md): staff change colours, text size, corners, animations
 * and the default colour scheme in the « Thème du site » settings; every page renders them from the
 * server (no script needed, no flash), and a colour that would make text unreadable is refused with
 * the reason.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'

import { THEME_DEFAULTS } from '../../src/lib/personalisation/theme'
import { adminToken } from './support/accounts'

async function setTheme(request: APIRequestContext, data: Record<string, unknown>) {
  return request.post('/api/globals/theme-defaults', {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data,
  })
}

// Every test starts from, and leaves, the spec's defaults.
test.beforeEach(async ({ request }) => {
  expect((await setTheme(request, THEME_DEFAULTS)).status()).toBe(200)
})
test.afterEach(async ({ request }) => {
  expect((await setTheme(request, THEME_DEFAULTS)).status()).toBe(200)
})

test('a colour that would make text unreadable is refused with the reason, and nothing changes', async ({
  request,
}) => {
  const refused = await setTheme(request, { primaryColor: '#777777' })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain(
    'Couleur refusée : le texte des boutons de cette couleur ne serait pas lisible (contraste 4,47:1, il faut au moins 4,5:1).',
  )
  const malformed = await setTheme(request, { accentColor: 'red; background: url(x)' })
  expect(malformed.status()).toBe(400)
  const stored = await (await request.get('/api/globals/theme-defaults')).json()
  expect(stored).toMatchObject({ primaryColor: '#22c55e', accentColor: '#84cc16' })
})

test('the theme staff choose is rendered on every page by the server, even without JavaScript', async ({
  browser,
  request,
}) => {
  expect(
    (
      await setTheme(request, {
        primaryColor: '#4ade80',
        secondaryColor: '#15803d',
        fontSize: 18,
        borderRadius: 16,
        animations: false,
        colorScheme: 'dark',
      })
    ).status(),
  ).toBe(200)
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto('/articles')
    const html = page.locator('html')
    await expect(html).toHaveClass(/\bdark\b/)
    await expect(html).toHaveAttribute('data-animations', 'off')
    await expect(html).toHaveCSS('font-size', '18px')
    await page.goto('/')
    const button = page.locator('[data-main-action] a').first()
    await expect(button).toHaveCSS('background-color', 'rgb(74, 222, 128)')
    await expect(button).toHaveCSS('border-top-left-radius', '16px')
    // Dark green text on the light green (white would not be readable).
    await expect(button).toHaveCSS('color', 'rgb(5, 46, 22)')
  } finally {
    await context.close()
  }
})

test('a reader’s own light or dark choice still wins over the site’s default scheme', async ({
  page,
  request,
}) => {
  expect((await setTheme(request, { colorScheme: 'dark' })).status()).toBe(200)
  await page.goto('/')
  await expect(page.locator('html')).toHaveClass(/\bdark\b/)
  await page.evaluate(() => localStorage.setItem('theme', 'light'))
  await page.reload()
  await expect(page.locator('html')).not.toHaveClass(/\bdark\b/)
})
