/**
 * The contact form (issue 7, part 1) in Chromium against the production server: every validation
 * message (toast and under the field; docs/behaviour.md › Contact form), the honeypot, the sending
 * state, the success toast, the staff's e-mail through the real SMTP sink, duplicates, the fourth
 * message within a minute, the admin's inbox, and the same form in German. (A form posted without
 * script is covered by the integration tests.)
 */
import { randomBytes } from 'node:crypto'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { AdminLoginPage } from './pages/AdminLoginPage'
import { ContactPage } from './pages/ContactPage'
import { adminToken, uniqueAddress, uniqueClientIp } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { mailsFor } from './support/mailbox'
import { holdRequests } from './support/network'
import { e2eServer, seededAdminLogin } from './support/server'

/** The contact e-mail of the seeded site settings: where the staff's notifications go. */
const STAFF_INBOX = 'bonjour@sylva-cevennes.fr'

// Each test is a client of its own for the rate limit (the site trusts one proxy here).
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
})

function uniqueText(): string {
  return `Bonjour, nous aimerions réserver un bain de forêt pour six personnes (${randomBytes(4).toString('hex')}).`
}

async function storedMessages(request: APIRequestContext, email: string) {
  const token = await adminToken(request)
  const response = await request.get(
    `/api/contact-messages?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers: { Authorization: `JWT ${token}` } },
  )
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: Record<string, unknown>[] }).docs
}

test('shows each validation message as a toast and under its field', async ({ page }) => {
  const contact = new ContactPage(page)
  await contact.goto()
  await expect(contact.field('subject')).toHaveAttribute('maxlength', '200')
  await expect(contact.field('message')).toHaveAttribute('maxlength', '2000')

  // Everything empty: the first error is the toast, every field shows its own.
  await contact.submitButton().click()
  await expect(contact.toast('Le nom doit contenir au moins 2 caractères')).toBeVisible()
  await contact.expectFieldError('name', 'Le nom doit contenir au moins 2 caractères')
  await contact.expectFieldError('email', 'Email invalide')
  await contact.expectFieldError('message', 'Le message doit contenir au moins 10 caractères')
  await expect(contact.field('subject')).not.toHaveAttribute('aria-invalid', 'true')
  // Once the toast has faded in, the form with its errors and the toast pass axe (contrast included).
  await expect(contact.toast('Le nom doit contenir au moins 2 caractères')).toHaveCSS(
    'opacity',
    '1',
  )
  await expectNoSeriousAxeViolations(page, 'contact form with errors')

  const valid = {
    name: 'Élodie Martin',
    email: 'elodie@example.org',
    subject: '',
    message: uniqueText(),
  }
  const cases: [keyof typeof valid, string, string][] = [
    ['name', 'É', 'Le nom doit contenir au moins 2 caractères'],
    ['name', 'É'.repeat(101), 'Le nom ne peut pas dépasser 100 caractères'],
    ['name', 'R2-D2', 'Le nom contient des caractères non autorisés'],
    ['email', 'pas-une-adresse', 'Email invalide'],
    ['email', `${'a'.repeat(250)}@example.org`, 'Email trop long'],
    ['email', "o'brien@example.org", "Format d'email invalide"],
    ['message', 'Trop bref', 'Le message doit contenir au moins 10 caractères'],
  ]
  let sent = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent += 1
  })
  for (const [field, value, message] of cases) {
    await contact.fill({ ...valid, [field]: value })
    await contact.submitButton().click()
    await expect(contact.toast(message).first()).toBeVisible()
    await contact.expectFieldError(field as 'name', message)
  }
  expect(sent, 'nothing is sent while a rule fails').toBe(0)

  // The subject and message limits are held by the inputs; past them, the server answers the same.
  const response = await page.request.post('/api/contact', {
    data: { ...valid, subject: 's'.repeat(201), message: 'm'.repeat(2001) },
  })
  expect(response.status()).toBe(400)
  expect(await response.json()).toMatchObject({
    error: 'invalidFields',
    fields: { subject: 'validation.subjectMax', message: 'validation.messageMax' },
  })
})

test('a filled honeypot is blocked as spam and nothing is sent', async ({ page }) => {
  const contact = new ContactPage(page)
  await contact.goto()
  let sent = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) sent += 1
  })
  await expect(contact.honeypot()).toHaveAttribute('tabindex', '-1')
  await contact.honeypot().fill('https://promo.example')
  await contact.send({ name: 'Robot Spam', email: uniqueAddress('robot'), message: uniqueText() })
  await expect(contact.toast('Spam détecté. Votre message a été bloqué.')).toBeVisible()
  expect(sent).toBe(0)
})

test('sends a message: sending state, thanks by name, cleared form, stored unread, staff e-mail', async ({
  page,
  request,
}) => {
  const contact = new ContactPage(page)
  const email = uniqueAddress('elodie')
  const text = uniqueText()
  await contact.goto()
  const release = await holdRequests(page, '**/api/contact')
  await contact.send({
    name: 'Élodie Martin',
    email: email.toUpperCase(),
    subject: '',
    message: text,
  })
  const sending = page.getByRole('main').getByRole('button', { name: 'Envoi en cours...' })
  await expect(sending).toBeDisabled()
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    await expect(contact.field(field)).toBeDisabled()
  }
  release()

  const toast = contact.toast('Message envoyé avec succès !')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Merci Élodie Martin')
  for (const field of ['name', 'email', 'subject', 'message'] as const) {
    await expect(contact.field(field)).toHaveValue('')
    await expect(contact.field(field)).toBeEnabled()
  }

  const [stored] = await storedMessages(request, email)
  expect(stored).toMatchObject({
    name: 'Élodie Martin',
    email,
    subject: 'Contact depuis le site',
    message: text,
    locale: 'fr',
    status: 'unread',
  })

  await expect
    .poll(() => mailsFor(STAFF_INBOX).filter((mail) => mail.text.includes(text)).length, {
      timeout: 20_000,
      message: 'the staff notification',
    })
    .toBe(1)
  const notice = mailsFor(STAFF_INBOX).find((mail) => mail.text.includes(text))!
  expect(notice.subject).toBe('Nouveau message : Contact depuis le site – Sylva Cévennes')
  expect(notice.text).toContain(`Élodie Martin (${email}) vous a écrit`)
  expect(notice.html).toContain(
    `${e2eServer().baseURL}/admin/collections/contact-messages/${stored!.id}`,
  )
})

test('the same message twice is refused as already sent', async ({ page }) => {
  const contact = new ContactPage(page)
  const values = { name: 'Jean Dupont', email: uniqueAddress('jean'), message: uniqueText() }
  await contact.goto()
  await contact.send(values)
  await expect(contact.toast('Message envoyé avec succès !')).toBeVisible()
  await contact.send(values)
  await expect(contact.toast('Ce message a déjà été envoyé.')).toBeVisible()
})

test('the fourth message within a minute is refused with the rate-limit message', async ({
  page,
  request,
}) => {
  const contact = new ContactPage(page)
  const email = uniqueAddress('rapide')
  await contact.goto()
  for (let index = 1; index <= 3; index += 1) {
    await contact.send({ name: 'Léa Rapide', email, message: `${uniqueText()} n°${index}` })
    // Sent: the form is cleared (toasts of earlier messages may already have gone).
    await expect(contact.field('message')).toHaveValue('')
  }
  await contact.send({ name: 'Léa Rapide', email, message: `${uniqueText()} n°4` })
  await expect(
    contact.toast('Trop de messages envoyés. Veuillez réessayer plus tard.'),
  ).toBeVisible()
  // The form keeps what was typed, to send it again later.
  await expect(contact.field('message')).toHaveValue(/n°4$/)
  expect(await storedMessages(request, email)).toHaveLength(3)
})

test('a failure the server explains: « Erreur lors de l’envoi » with « Erreur: {reason} », with script (French) and without (English)', async ({
  page,
  browser,
}) => {
  // The server's side (a database that cannot write answers `unavailable`) is in
  // tests/int/contact-feedback.test.ts; here, what the reader sees of that answer.
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 503, json: { ok: false, error: 'unavailable' } }),
  )
  const contact = new ContactPage(page)
  await contact.goto()
  await contact.send({ name: 'Rose Panne', email: uniqueAddress('panne'), message: uniqueText() })
  const toast = contact.toast('Erreur lors de l')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText(
    'Erreur: notre messagerie est momentanément indisponible et votre message n’a pas été enregistré. Réessayez dans quelques minutes.',
  )
  // Nothing typed is lost.
  await expect(contact.field('message')).toHaveValue(/six personnes/)

  // An answer it cannot explain: only « Veuillez réessayer plus tard », never a raw text.
  await page.unroute('**/api/contact')
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 500, body: 'TypeError: x is undefined' }),
  )
  await contact.submitButton().click()
  const generic = contact.toast('Veuillez réessayer plus tard')
  await expect(generic).toBeVisible()
  await expect(generic).not.toContainText('TypeError')

  const plain = await browser.newContext({ javaScriptEnabled: false })
  try {
    const english = await plain.newPage()
    await english.goto('/contact?envoi=unavailable&lang=en')
    const alert = english.getByRole('main').getByRole('alert')
    await expect(alert).toContainText('Sending failed')
    await expect(alert).toContainText(
      'Error: our messaging service is briefly unavailable and your message was not saved.',
    )
  } finally {
    await plain.close()
  }
})

test('staff find the message in the inbox, unread first, reply by e-mail and mark it read', async ({
  page,
  request,
}) => {
  // One word shared by this test's two messages only, to list just them in the inbox.
  const tag = `essai${randomBytes(4).toString('hex')}`
  const email = uniqueAddress('inbox')
  const text = `<script>window.__pwned = true</script> Peut-on venir avec un chien ? ${tag}`
  const response = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': uniqueClientIp() },
    data: { name: 'Zoé Lambert', email, subject: 'Sortie du samedi', message: text, locale: 'fr' },
  })
  expect(response.status()).toBe(201)
  const [stored] = await storedMessages(request, email)

  // A newer message, already read: newest first alone would list it first, unread first does not.
  const readEmail = uniqueAddress('inbox-read')
  const newer = await request.post('/api/contact', {
    headers: { 'X-Forwarded-For': uniqueClientIp() },
    data: {
      name: 'Paul Girard',
      email: readEmail,
      message: `Merci pour la balade de dimanche ! ${tag}`,
      locale: 'fr',
    },
  })
  expect(newer.status()).toBe(201)
  const [read] = await storedMessages(request, readEmail)
  expect(Date.parse(String(read!.createdAt))).toBeGreaterThan(Date.parse(String(stored!.createdAt)))
  const marked = await request.patch(`/api/contact-messages/${read!.id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { status: 'read' },
  })
  expect(marked.status(), await marked.text()).toBe(200)

  const admin = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(admin.email, admin.password)
  await login.expectDashboard()

  await page.goto(`/admin/collections/contact-messages?search=${tag}`)
  const rows = page.locator('tbody tr')
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText(email)
  await expect(rows.first()).toContainText('Non lu')
  await expect(rows.last()).toContainText(readEmail)
  await expect(rows.last()).not.toContainText('Non lu')
  await rows.filter({ hasText: email }).getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/contact-messages/${stored!.id}`))

  // The visitor's text is shown as text, never run.
  await expect(page.locator('textarea#field-message')).toHaveValue(text)
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined()

  const reply = page.getByRole('link', { name: 'Répondre par e-mail' })
  await expect(reply).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${email}\\?subject=Re%3A%20Sortie%20du%20samedi`),
  )

  await page.getByRole('button', { name: 'Marquer comme lu' }).click()
  await expect(page.getByRole('button', { name: 'Marquer comme non lu' })).toBeVisible()
  await expect.poll(async () => (await storedMessages(request, email))[0]?.status).toBe('read')
})

test('in German: labels, messages and the thanks', async ({ page }) => {
  const contact = new ContactPage(page, {
    name: 'Name',
    email: 'E-Mail',
    subject: 'Betreff (optional)',
    message: 'Nachricht',
    submit: 'Senden',
  })
  await contact.goto('?lang=de')
  await contact.send({ name: 'Jürgen Weiß', email: 'keine-adresse', message: 'Kurz' })
  await expect(contact.toast('Ungültige E-Mail-Adresse')).toBeVisible()
  await contact.expectFieldError('email', 'Ungültige E-Mail-Adresse')
  await contact.expectFieldError('message', 'Die Nachricht muss mindestens 10 Zeichen lang sein')

  await contact.send({
    email: uniqueAddress('juergen'),
    message: `Wir möchten im Mai ein Waldbad buchen (${randomBytes(3).toString('hex')}).`,
  })
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Wird gesendet...' }),
  ).toBeVisible()
  const toast = contact.toast('Nachricht erfolgreich gesendet!')
  await expect(toast).toBeVisible()
  await expect(toast).toContainText('Danke, Jürgen Weiß')
})
