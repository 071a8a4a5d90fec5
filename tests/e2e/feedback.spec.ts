/**
 * The feedback widget (issue 7, part 2) in Chromium: the button in its corner, the dialog's states
 * and messages, anonymous and signed-in feedback checked in the database through the admin's REST
 * API, the failure toast, the configuration (off, listed pages, corner), the admin's averages, and
 * the widget in German.
 */
import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { AdminLoginPage } from './pages/AdminLoginPage'
import { AuthPage } from './pages/AuthPage'
import { FeedbackWidget } from './pages/FeedbackWidget'
import {
  adminToken,
  createConfirmedMember,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'
import { FloatingLayer } from './pages/FloatingLayer'
import { expectNoSeriousAxeViolations } from './support/axe'
import { NO_BROWSER_STATE } from './support/consent'
import { holdRequests } from './support/network'
import { e2eServer, seededAdminLogin } from './support/server'

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
})

type FeedbackRow = {
  rating: number
  message: string
  pageUrl: string
  member: number | null
  userEmail: string | null
  locale: string
}

async function latestFeedback(request: APIRequestContext, message: string): Promise<FeedbackRow[]> {
  const token = await adminToken(request)
  const response = await request.get(
    `/api/user-feedback?where[message][equals]=${encodeURIComponent(message)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: FeedbackRow[] }).docs
}

async function configure(request: APIRequestContext, data: Record<string, unknown>) {
  const token = await adminToken(request)
  const response = await request.post('/api/globals/feedback-config', {
    headers: { Authorization: `JWT ${token}` },
    data,
  })
  expect(response.status(), await response.text()).toBe(200)
}

const defaults = { isGloballyEnabled: true, enabledPages: ['*'], position: 'bottom-right' }

const suggestion = () => `Très apaisant, merci ${randomBytes(3).toString('hex')}`

test('a visitor rates a page anonymously: states, messages, thanks and the stored row', async ({
  page,
  request,
}) => {
  const widget = new FeedbackWidget(page)
  await page.goto('/contact')
  const box = await widget.button().boundingBox()
  const viewport = page.viewportSize()!
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40)
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120)

  await widget.open()
  await expect(widget.dialog()).toContainText('Feedback anonyme')
  await expect(widget.submitButton()).toBeDisabled()
  // Submitted without a rating (Enter, or a script): the missing-rating message, nothing sent.
  await widget
    .dialog()
    .locator('form')
    .evaluate((form: HTMLFormElement) => form.requestSubmit())
  await expect(widget.dialog().getByRole('alert')).toHaveText('Veuillez sélectionner une note')

  for (const label of [
    'Très insatisfait',
    'Insatisfait',
    'Neutre',
    'Satisfait',
    'Très satisfait',
  ]) {
    await expect(
      widget.dialog().getByRole('radio', { name: new RegExp(`: ${label}$`) }),
    ).toHaveCount(1)
  }
  await widget.star('4 sur 5 : Satisfait').check()
  await expect(widget.dialog().getByRole('alert')).toHaveCount(0)
  await expect(widget.dialog().getByText('Satisfait', { exact: true })).toBeVisible()
  await expect(widget.submitButton()).toBeEnabled()

  await expect(widget.dialog().getByText(/\/500$/)).toHaveCount(0)
  const text = suggestion()
  await widget.suggestions().fill(`  ${text}  `)
  await expect(widget.dialog().getByText(`${text.length + 4}/500`)).toBeVisible()
  await expect(widget.suggestions()).toHaveAttribute('maxlength', '500')
  await expectNoSeriousAxeViolations(page, 'feedback dialog')

  const release = await holdRequests(page, '**/api/feedback')
  await widget.submitButton().click()
  await expect(widget.dialog().getByRole('button', { name: 'Envoi...' })).toBeDisabled()
  await expect(widget.dialog().getByRole('button', { name: 'Annuler' })).toBeDisabled()
  await expect(widget.dialog().getByRole('button', { name: 'Fermer' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(widget.dialog()).toBeVisible()
  release()

  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Merci pour votre avis !' }),
  ).toBeVisible()
  await expect(widget.dialog()).toBeHidden()

  const [row] = await latestFeedback(request, text)
  expect(row).toMatchObject({ rating: 4, message: text, pageUrl: '/contact', locale: 'fr' })
  expect(row!.member).toBeNull()
  expect(row!.userEmail).toBeNull()

  // Sent: the next opening starts afresh.
  await widget.open()
  await expect(widget.submitButton()).toBeDisabled()
  await expect(widget.suggestions()).toHaveValue('')
  await widget.dialog().getByRole('button', { name: 'Annuler' }).click()
  await expect(widget.dialog()).toBeHidden()
})

test.describe('on a first visit, on a phone', () => {
  test.use({ storageState: NO_BROWSER_STATE, viewport: { width: 390, height: 844 } })

  test('the button waits for the cookie choice, and nothing covers its dialog’s send button', async ({
    page,
  }) => {
    const widget = new FeedbackWidget(page)
    const banner = page.getByRole('region', { name: 'Vos cookies, votre choix' })
    await page.goto('/contact')
    await expect(banner).toBeVisible()
    await expect(widget.button()).toHaveCount(0)
    await banner.getByRole('button', { name: 'Essentiels uniquement', exact: true }).click()
    await expect(banner).toHaveCount(0)
    await widget.open()
    await widget.star('4 sur 5 : Satisfait').check()
    await new FloatingLayer(page).expectUncovered(widget.submitButton(), 'the send button')
  })
})

test('a signed-in member’s feedback carries their account, and the failure toast keeps the dialog', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('avis')
  const password = 'sous-les-chataigniers'
  await createConfirmedMember(request, { email, password, displayName: 'Avis' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password })
  await expect(page).toHaveURL(/\/membre$/)

  const widget = new FeedbackWidget(page)
  await page.goto('/articles')
  await widget.open()
  await expect(widget.dialog()).toContainText(`Envoyé en tant que ${email}`)
  await expect(widget.dialog()).not.toContainText('Feedback anonyme')
  await widget.star('2 sur 5 : Insatisfait').check()
  const text = suggestion()
  await widget.suggestions().fill(text)

  // The server fails once: the error toast, and the dialog keeps what was typed.
  await page.route('**/api/feedback', (route) => route.fulfill({ status: 503, body: '{}' }), {
    times: 1,
  })
  await widget.submitButton().click()
  const failure = page.locator('[data-sonner-toast]').filter({ hasText: "Erreur lors de l'envoi" })
  await expect(failure).toBeVisible()
  await expect(failure).toContainText('Veuillez réessayer plus tard')
  await expect(widget.dialog()).toBeVisible()
  await expect(widget.suggestions()).toHaveValue(text)

  await widget.submitButton().click()
  await expect(widget.dialog()).toBeHidden()
  await expect.poll(async () => (await latestFeedback(request, text)).length).toBe(1)
  const [row] = await latestFeedback(request, text)
  expect(row).toMatchObject({ rating: 2, pageUrl: '/articles', userEmail: email })
  expect(typeof row!.member).toBe('number')
})

test('follows its configuration: hidden when off, only on listed pages, in the chosen corner', async ({
  page,
  request,
}) => {
  const widget = new FeedbackWidget(page)
  try {
    await configure(request, { ...defaults, isGloballyEnabled: false })
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
    await expect(widget.button()).toHaveCount(0)

    await configure(request, { ...defaults, enabledPages: ['/contact'], position: 'top-left' })
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(widget.button()).toHaveCount(0)
    await page.goto('/contact')
    await expect(widget.button()).toBeVisible()
    const box = await widget.button().boundingBox()
    expect(box!.x).toBeLessThan(40)
    expect(box!.y).toBeLessThan(160)
    // The server refuses feedback for a page the widget is not on.
    const refused = await page.request.post('/api/feedback', {
      data: { rating: 3, pageUrl: '/', locale: 'fr' },
    })
    expect(refused.status()).toBe(403)
  } finally {
    await configure(request, defaults)
  }
})

test('staff see the feedback with the average rating per page', async ({ page, request }) => {
  const pageUrl = `/articles/essai-${randomBytes(3).toString('hex')}`
  for (const rating of [5, 2]) {
    const response = await request.post('/api/feedback', {
      headers: { 'X-Forwarded-For': uniqueClientIp() },
      data: { rating, pageUrl, locale: 'fr' },
    })
    expect(response.status()).toBe(201)
  }
  const admin = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(admin.email, admin.password)
  await login.expectDashboard()
  await page.goto('/admin/collections/user-feedback')
  const averages = page.getByRole('region', { name: 'Note moyenne par page' })
  await expect(averages).toBeVisible()
  const row = averages.getByRole('row').filter({ hasText: pageUrl })
  await expect(row).toContainText('3,5 / 5')
  await expect(row.getByRole('cell').last()).toHaveText('2')
})

test('speaks German', async ({ page }) => {
  const widget = new FeedbackWidget(page, {
    open: 'Deine Meinung abgeben',
    title: 'Deine Meinung zählt',
    submit: 'Senden',
    cancel: 'Abbrechen',
    close: 'Schließen',
  })
  await page.goto('/contact?lang=de')
  await widget.open()
  await expect(widget.dialog()).toContainText('Anonymes Feedback')
  await widget.star('5 von 5: Sehr zufrieden').check()
  await widget.suggestions().fill(`Wunderbar ${randomBytes(3).toString('hex')}`)
  await widget.submitButton().click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Danke für dein Feedback!' }),
  ).toBeVisible()
})
