/**
 * The admin's « Traductions » view (docs/translation.md): what each language waits for, the provider
 * (none in this test server: said plainly), and the actions, which only staff may take.
 */
import { expect, test } from '@playwright/test'

import { richText } from '../factories/richtext'
import { AdminLoginPage } from './pages/AdminLoginPage'
import { adminToken, uniqueClientIp } from './support/accounts'
import { e2eServer, seededAdminLogin } from './support/server'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

test('nobody but staff may ask for translations', async ({ request }) => {
  const anonymous = await request.post('/api/translations/actions', { data: { action: 'now' } })
  expect(anonymous.status()).toBe(403)
})

test('staff see each language’s fields by status and send what waits', async ({
  page,
  request,
}) => {
  // A French article published through the API: its fields wait in four languages (no provider here).
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const title = `Les lavognes du causse Méjean ${Date.now()}`
  const created = await request.post('/api/articles?locale=fr', {
    headers,
    data: {
      slug: `lavognes-${Date.now()}`,
      title,
      excerpt: 'Les mares de pierre où boivent les troupeaux.',
      body: richText('Sur le causse, la lavogne garde l’eau de pluie pour les brebis.'),
      access: 'free',
      minutes: 3,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)

  const admin = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(admin.email, admin.password)
  await login.expectDashboard()
  await page.goto('/admin/collections/translations')

  const overview = page.getByRole('region', { name: 'État des traductions' })
  await expect(overview).toContainText('Aucun fournisseur configuré')
  // The article's German fields wait: queued by the publish, then « À traduire » once the job found
  // no provider (the background worker passes every minute).
  const germanCount = async (status: RegExp) =>
    Number(
      (
        await overview.getByRole('row', { name: status }).getByRole('cell').nth(2).innerText()
      ).replace(/\D/g, ''),
    )
  await expect
    .poll(
      async () => {
        await page.reload()
        return (await germanCount(/^À traduire/)) + (await germanCount(/^En file/))
      },
      { message: 'the article’s German fields are counted as waiting', timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3)

  // A language is a filter of the list below.
  await overview.getByRole('link', { name: 'Allemand' }).click()
  // Read as a parameter: the admin's list view rewrites the address with its brackets
  // percent-encoded (and its own depth and limit), after or before this check looks.
  await expect
    .poll(() => new URL(page.url()).searchParams.get('where[and][0][locale][equals]'))
    .toBe('de')
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()

  // « Traduire maintenant » answers with what it did (nothing is lost without a provider: the
  // fields go back to « À traduire »).
  await page
    .getByRole('region', { name: 'État des traductions' })
    .getByRole('button', { name: 'Traduire maintenant ce qui attend' })
    .click()
  await expect(page.getByRole('status').filter({ hasText: 'mis en file' })).toBeVisible()

  // A row's own page: its document, and the row's actions.
  await page.goto('/admin/collections/translations')
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByRole('link', { name: 'Ouvrir le document' })).toBeVisible()
  await page.getByLabel('Priorité (1 à 10, 10 d’abord)').fill('8')
  await page.getByRole('button', { name: 'Changer la priorité' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Priorité enregistrée.' })).toBeVisible()
})
