/**
 * The bot check's test page (development only): the widget alone, verified by the server, noindex and
 * never in the sitemap. (That it is a 404 in production: tests/unit/bot-check-test-page.test.ts.)
 */
import { expect, test } from '@playwright/test'

import { AuthPage } from './pages/AuthPage'
import { uniqueClientIp } from './support/accounts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

test('the widget is solved in the browser and verified by the server', async ({ page }) => {
  await page.goto('/test-verification-robot')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Test de la vérification anti-robot',
  )
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  await new AuthPage(page).solveCaptcha()
  await page.getByRole('button', { name: 'Envoyer la vérification' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Vérification réussie : la preuve est valable.',
  )

  const sitemap = await (await page.request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('test-verification-robot')
})
