import { expect, test } from '@playwright/test'
import { AdminLoginPage } from './pages/AdminLoginPage'
import { HomePage } from './pages/HomePage'
import { createConfirmedMember, uniqueAddress } from './support/accounts'
import { E2E_METRICS_TOKEN, e2eServer, seededAdminLogin } from './support/server'

test('the home page renders on the production server, in French', async ({ page }) => {
  const home = new HomePage(page)
  await home.goto()
  await home.expectBrand('Sylva Cévennes')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(
    page.getByText('Sylvothérapie et slow living au cœur des Cévennes et de la Lozère'),
  ).toBeVisible()
})

test('the health check reports the database', async ({ request }) => {
  const response = await request.get('/healthz')
  expect(response.status()).toBe(200)
  expect(await response.json()).toMatchObject({
    status: 'ok',
    database: { status: 'up', dialect: 'sqlite' },
  })
})

test('the metrics count answers, e-mails sent and the job queue, for whoever holds the token', async ({
  page,
  request,
}) => {
  expect((await request.get('/metrics')).status()).toBe(401)
  expect(
    (await request.get('/metrics', { headers: { Authorization: 'Bearer guessed' } })).status(),
  ).toBe(401)
  const read = async () => {
    const answer = await request.get('/metrics', {
      headers: { Authorization: `Bearer ${E2E_METRICS_TOKEN}` },
    })
    expect(answer.status()).toBe(200)
    return answer.text()
  }
  const sent = (text: string) =>
    Number(/^sylva_emails_total\{outcome="sent"\} (\d+)/m.exec(text)?.[1] ?? 0)
  const before = await read()
  expect(before).toMatch(/^sylva_jobs\{state="waiting"\} \d+/m)
  expect(before).toMatch(/^sylva_jobs\{state="failed"\} \d+/m)
  expect(before).toMatch(/^sylva_process_resident_memory_bytes \d+/m)

  // A visitor reads a page twice (the second from the page cache) and asks for a reset link.
  await page.goto('/articles')
  await page.goto('/articles')
  const email = uniqueAddress('metrics')
  await createConfirmedMember(request, {
    email,
    password: 'une-longue-phrase-de-passe',
    displayName: 'Io',
  })
  await page.goto('/auth?tab=forgot')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(
    page.getByText('Si un compte existe pour cette adresse, un email vient de lui être envoyé.'),
  ).toBeVisible()

  await expect
    .poll(async () => sent(await read()), { timeout: 20_000 })
    .toBeGreaterThan(sent(before))
  const after = await read()
  expect(after).toMatch(
    /^sylva_http_request_duration_seconds_count\{kind="page",status="2xx",cache="HIT"\} [1-9]/m,
  )
})

test('the readiness check reports the database and the rate-limit store', async ({ request }) => {
  const response = await request.get('/readyz')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-store')
  expect(await response.json()).toMatchObject({
    status: 'ready',
    database: { status: 'up', dialect: 'sqlite' },
    store: { status: 'up', kind: 'memory' },
  })
})

test('the seeded administrator logs into /admin, which is branded and in French', async ({
  page,
}) => {
  const { email, password } = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await expect(page.getByText('Administration', { exact: true })).toBeVisible()
  await expect(page.getByText('Sylva Cévennes', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Administration Sylva Cévennes/)

  await login.logIn(email, password)
  await login.expectDashboard()
  await expect(page.getByRole('link', { name: /Équipe/ }).first()).toBeVisible()
})

test('neither the site nor the admin calls any other host (no CDN, no Gravatar, no telemetry)', async ({
  page,
  baseURL,
}) => {
  const foreign: string[] = []
  const ownHost = new URL(baseURL ?? '').host
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.host !== ownHost) foreign.push(request.url())
  })
  await new HomePage(page).goto()
  const { email, password } = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(email, password)
  await login.expectDashboard()
  await page.goto('/admin/globals/site-settings')
  await expect(page.getByRole('heading', { name: 'Réglages du site' })).toBeVisible()
  expect(foreign).toEqual([])
})

test('a wrong password is refused at /admin', async ({ page }) => {
  const { email } = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(email, 'ce-n-est-pas-le-bon-mot-de-passe')
  await expect(page.getByText(/incorrect/i)).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/login/)
})
