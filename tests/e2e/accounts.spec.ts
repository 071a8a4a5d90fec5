/**
 * Accounts (issue "accounts"), as a new visitor in Chromium: sign-up with the real bot check, the
 * confirmation e-mail through a real SMTP server, login, member area, logout; the same in English;
 * lockout and password reset; data export; deletion; the security log in the admin; open redirects
 * and the same answer for unknown addresses.
 */
import fs from 'node:fs'

import { expect, test, type Page } from '@playwright/test'

import { AdminLoginPage } from './pages/AdminLoginPage'
import { AuthPage } from './pages/AuthPage'
import { SiteChrome } from './pages/SiteChrome'
import {
  adminToken,
  createConfirmedMember,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { mailsFor, waitForMail } from './support/mailbox'
import { e2eServer, seededAdminLogin } from './support/server'
import { linkIn } from '../support/mail'

const PASSWORD = 'sous-les-chataigniers'

// Each test is a visitor of its own, with its own address for the rate limits.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
})

async function openLink(page: Page, link: string): Promise<void> {
  const url = new URL(link)
  expect(url.origin).toBe(e2eServer().baseURL)
  await page.goto(`${url.pathname}${url.search}`)
}

test('a new visitor signs up, confirms the address from the e-mail, logs in and logs out (French)', async ({
  page,
}) => {
  const email = uniqueAddress('camille')
  const auth = new AuthPage(page)
  const chrome = new SiteChrome(page)

  await auth.goto('?tab=signup')
  await expect(page.getByRole('link', { name: 'Inscription' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByLabel('Mot de passe (min. 6 caractères)')).toBeVisible()

  // The server's rules, shown before anything is sent.
  await auth.fill('Nom', 'Camille')
  await auth.fill('Email', 'pas-une-adresse')
  await auth.fill('Mot de passe (min. 6 caractères)', '123')
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(page.getByText('Email invalide').first()).toBeVisible()
  await expect(page.getByText('minimum 6 caractères').first()).toBeVisible()

  // Without the bot check: refused with « Veuillez valider le captcha ».
  await auth.fill('Email', email)
  await auth.fill('Mot de passe (min. 6 caractères)', PASSWORD)
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Veuillez valider le captcha' }),
  ).toBeVisible()

  await auth.solveCaptcha()
  await page.getByRole('button', { name: 'Créer mon compte' }).click()
  await chrome.expectToast(
    'Inscription réussie',
    'Un email de confirmation vous a été envoyé. Vérifiez votre boîte de réception.',
  )
  await expect(
    page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }),
  ).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  const confirmation = await waitForMail(email)
  expect(confirmation.subject).toBe('Confirmez votre adresse email – Sylva Cévennes')
  expect(confirmation.from).toContain('Sylva Cévennes')
  expect(confirmation.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html'])
  expect(confirmation.text).toContain('Bonjour Camille,')
  expect(confirmation.html).toContain('Confirmer mon adresse')

  // Logging in before confirming: the catalogue's message and the resend option.
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(auth.alert()).toContainText('Veuillez confirmer votre email avant de vous connecter')
  const resend = page.getByRole('button', { name: 'Renvoyer l’email de confirmation' })
  await expect(resend).toBeEnabled()
  await page.locator('#resend-email').fill('')
  await expect(resend).toBeDisabled()
  await page.locator('#resend-email').fill(email)
  await resend.click()
  await chrome.expectToast('Email envoyé', 'Un nouvel email de confirmation a été envoyé.')
  const second = await waitForMail(email, 2)

  // Each e-mail carries a new link; the latest one confirms the address.
  await openLink(page, linkIn(second, `${e2eServer().baseURL}/auth?verify=`))
  await expect(
    page.getByText('Votre adresse email est confirmée. Vous pouvez vous connecter.'),
  ).toBeVisible()

  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  await chrome.expectToast('Connexion réussie', 'Bienvenue sur Sylva Cévennes!')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Camille !')
  await expect(chrome.header().getByRole('status')).toHaveText('Gratuit')
  await expect(page.getByRole('link', { name: 'Conseils du jour' })).toBeVisible()

  const memberPage = await page.request.get('/membre')
  expect(memberPage.headers()['cache-control']).toMatch(/private/)
  expect(memberPage.headers()['cache-control']).toMatch(/no-store/)

  const cookies = await page.context().cookies()
  const session = cookies.find((cookie) => cookie.name === 'sylva-token')
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })

  await chrome.header().getByRole('button', { name: 'Se déconnecter' }).click()
  await expect(page).toHaveURL(/\/$/)
  await chrome.expectToast('Déconnexion réussie', 'À bientôt sur Sylva Cévennes!')
  await expect(chrome.header().getByRole('link', { name: 'Connexion' })).toBeVisible()

  // The member area is closed again, and sends visitors to log in first.
  await page.goto('/membre')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmembre$/)
})

test('the new password tells its strength as it is typed (weak, fair, very good)', async ({
  page,
}) => {
  const auth = new AuthPage(page)
  await auth.goto('?tab=signup')
  const strength = page.locator('#field-password-strength')
  await expect(strength).toBeEmpty()
  await auth.fill('Nom', 'Camille Durand')
  await auth.fill('Mot de passe (min. 6 caractères)', 'aaaaaa')
  await expect(strength).toHaveText('Robustesse : faible')
  await auth.fill('Mot de passe (min. 6 caractères)', 'Tilleul7')
  await expect(strength).toHaveText('Robustesse : moyenne')
  await auth.fill('Mot de passe (min. 6 caractères)', PASSWORD)
  await expect(strength).toHaveText('Robustesse : très bonne')
  // The account's own name is as guessable as the site's.
  await auth.fill('Mot de passe (min. 6 caractères)', 'camille-durand')
  await expect(strength).toHaveText('Robustesse : faible')
  await auth.fill('Mot de passe (min. 6 caractères)', '')
  await expect(strength).toBeEmpty()
})

test('the same journey in English: screen, e-mail and member area', async ({ page }) => {
  const email = uniqueAddress('alex')
  const auth = new AuthPage(page)
  const chrome = new SiteChrome(page)

  await auth.goto('?tab=signup&lang=en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await auth.signUp(
    {
      name: 'Name',
      email: 'Email',
      password: 'Password (min. 6 characters)',
      submit: 'Create my account',
    },
    { name: 'Alex', email, password: PASSWORD },
  )
  await expect(page.getByText('Check your inbox').first()).toBeVisible()

  const mail = await waitForMail(email)
  expect(mail.subject).toMatch(/Sylva Cévennes/)
  expect(mail.text).toContain('Hello Alex,')
  const link = linkIn(mail, `${e2eServer().baseURL}/auth?verify=`)
  expect(link).toContain('lang=en')
  await openLink(page, link)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  await auth.logIn(
    { email, password: PASSWORD },
    { email: 'Email', password: 'Password', submit: 'Log in' },
  )
  await expect(page).toHaveURL(/\/membre\?lang=en$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Alex!')
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()

  await chrome.header().getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/\?lang=en$/)
  await expect(chrome.header().getByRole('link', { name: 'Log in' })).toBeVisible()
})

test('the member area tells a failed logout with « Erreur » and the message (French, English)', async ({
  page,
  request,
}) => {
  // The failure itself (the database refusing the session's removal) sends here: this is what the
  // member then reads, server-rendered. The action's side is in src/components/Auth/actions.ts.
  const email = uniqueAddress('deconnexion')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Jeanne' })
  const auth = new AuthPage(page)
  const chrome = new SiteChrome(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)

  await page.goto('/membre?deconnexion=echec')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'ErreurLa déconnexion n’a pas abouti : votre session est toujours ouverte. Réessayez dans un instant.',
  )
  await expect(chrome.header().getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  await page.goto('/membre?deconnexion=echec&lang=en')
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'ErrorSigning out did not go through: your session is still open. Please try again in a moment.',
  )
  // Without the failure, no such message.
  await page.goto('/membre')
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
})

test('five wrong passwords hold this browser back; a password reset by e-mail lifts it', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('lea')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Léa' })
  const auth = new AuthPage(page)
  const chrome = new SiteChrome(page)

  await auth.goto('?tab=login')
  for (let attempt = 1; attempt <= 5; attempt++) {
    await auth.logIn({ email, password: `mauvais-mot-de-passe-${attempt}` })
    await expect(auth.alert()).toContainText('Email ou mot de passe incorrect')
  }
  // Even the right password is refused from here while the hold lasts, with a clear way out.
  await auth.logIn({ email, password: PASSWORD })
  await expect(auth.alert()).toContainText(
    'Trop de tentatives de connexion pour cette adresse depuis votre connexion',
  )

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click()
  await expect(page).toHaveURL(/tab=forgot/)
  await auth.fill('Email', email)
  await page.getByRole('button', { name: 'Envoyer le lien' }).click()
  await expect(
    page.getByText('Si un compte existe pour cette adresse, un email vient de lui être envoyé.'),
  ).toBeVisible()

  const mail = await waitForMail(email)
  expect(mail.subject).toBe('Choisissez un nouveau mot de passe – Sylva Cévennes')
  await openLink(page, linkIn(mail, `${e2eServer().baseURL}/auth/nouveau-mot-de-passe?token=`))
  await auth.fill('Nouveau mot de passe (min. 6 caractères)', 'nouvelle-phrase-du-mont-lozere')
  await auth.fill('Confirmer le mot de passe', 'autre-chose')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(page.getByText('Les mots de passe ne correspondent pas').first()).toBeVisible()
  await auth.fill('Confirmer le mot de passe', 'nouvelle-phrase-du-mont-lozere')
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click()
  await expect(
    page
      .getByRole('main')
      .getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.'),
  ).toBeVisible()

  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(auth.alert()).toContainText('Email ou mot de passe incorrect')
  await auth.logIn({ email, password: 'nouvelle-phrase-du-mont-lozere' })
  await expect(page).toHaveURL(/\/membre$/)
  await chrome.expectToast('Connexion réussie', 'Bienvenue sur Sylva Cévennes!')
})

test('an unknown address gets the same answers as a known one (login, resend, reset)', async ({
  page,
  request,
}) => {
  const known = uniqueAddress('known')
  const unknown = uniqueAddress('nobody')
  await createConfirmedMember(request, { email: known, password: PASSWORD, displayName: 'Known' })
  const auth = new AuthPage(page)

  const loginAnswer = async (email: string) => {
    await auth.goto('?tab=login')
    await auth.logIn({ email, password: 'pas-le-bon-mot-de-passe' })
    await expect(auth.alert()).toBeVisible()
    return auth.alert().innerText()
  }
  expect(await loginAnswer(unknown)).toBe(await loginAnswer(known))

  const resetAnswer = async (email: string) => {
    await auth.goto('?tab=forgot')
    await auth.fill('Email', email)
    await page.getByRole('button', { name: 'Envoyer le lien' }).click()
    const notice = page.getByRole('main').getByRole('status')
    await expect(notice).toBeVisible()
    return notice.innerText()
  }
  expect(await resetAnswer(unknown)).toBe(await resetAnswer(known))
  await waitForMail(known)
  expect(mailsFor(unknown)).toHaveLength(0)
})

test('login sends back to the protected page, never to another site', async ({ page, request }) => {
  const email = uniqueAddress('rudy')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Rudy' })
  const auth = new AuthPage(page)

  await page.goto('/auth?redirect=//evil.example/phish')
  await expect(page.locator('input[name="redirect"]')).toHaveCount(0)
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  expect(new URL(page.url()).host).toBe(new URL(e2eServer().baseURL).host)

  // A real protected page comes back after login.
  await page.context().clearCookies()
  await page.goto('/membre?lang=de')
  await expect(page).toHaveURL(/\/auth\?redirect=/)
  await auth.logIn(
    { email, password: PASSWORD },
    { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' },
  )
  await expect(page).toHaveURL(/\/membre\?lang=de$/)
})

test('a member downloads their data, then deletes the account', async ({ page, request }) => {
  const email = uniqueAddress('maelle')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Maëlle' })
  const auth = new AuthPage(page)
  const chrome = new SiteChrome(page)

  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Télécharger mes données' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/\.json$/)
  const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
    account: Record<string, unknown>
    securityEvents: { type: string }[]
  }
  expect(data.account).toMatchObject({ email, displayName: 'Maëlle', subscriptionStatus: 'free' })
  for (const secret of ['hash', 'salt', 'sessions', 'resetPasswordToken', '_verificationToken'])
    expect(data.account).not.toHaveProperty(secret)
  expect(data.securityEvents.map((event) => event.type)).toContain('login')

  const confirm = page.getByLabel('Pour confirmer, saisissez l’adresse email de votre compte')
  await confirm.fill('quelquun-dautre@example.org')
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'L’adresse saisie ne correspond pas à votre compte.' }),
  ).toBeVisible()
  await confirm.fill(email)
  await page.getByRole('button', { name: 'Supprimer définitivement mon compte' }).click()
  await expect(page).toHaveURL(/\/$/)
  await chrome.expectToast('Compte supprimé', 'Vos données ont été effacées.')
  await expect(chrome.header().getByRole('link', { name: 'Connexion' })).toBeVisible()

  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(auth.alert()).toContainText('Email ou mot de passe incorrect')
})

test('staff see the admin header on the site and in the admin, and the security log', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('intrus')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Intrus' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: 'essai-au-hasard' })
  await expect(auth.alert()).toBeVisible()

  const admin = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(admin.email, admin.password)
  await login.expectDashboard()
  const adminBar = page.locator('.sylva-admin-bar')
  await expect(adminBar).toContainText('Administration')
  await expect(adminBar).toContainText('Sylva Cévennes')
  await expect(adminBar).toContainText(admin.email.split('@')[0]!)
  await expect(adminBar.getByRole('link', { name: 'Déconnexion' })).toBeVisible()

  await page.goto('/admin/collections/security-events')
  const row = page.locator('tbody tr').filter({ hasText: email }).first()
  await expect(row).toContainText('failed_login')
  await expect(row).toContainText('warning')

  await page.goto('/')
  const siteBar = page.getByRole('region', { name: 'Administration' })
  await expect(siteBar).toContainText('Sylva Cévennes')
  await expect(siteBar).toContainText(admin.email.split('@')[0]!)
  await siteBar.getByRole('button', { name: 'Déconnexion' }).click()
  await new SiteChrome(page).expectToast('Déconnexion réussie', 'À bientôt sur Sylva Cévennes!')
  await expect(page.getByRole('region', { name: 'Administration' })).toHaveCount(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the forms still answer from the server, with the same rules and messages', async ({
    page,
  }) => {
    await page.goto('/auth?tab=login')
    // Chromium with scripts disabled by the test runner still parses <noscript> as text: read the HTML.
    expect(await page.content()).toContain(
      'La vérification anti-robot se fait dans votre navigateur : activez JavaScript',
    )
    await page.getByLabel('Email', { exact: true }).fill(uniqueAddress('sans-js'))
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Veuillez valider le captcha' }),
    ).toBeVisible()

    await page.goto('/auth?tab=forgot')
    await page.getByLabel('Email', { exact: true }).fill('pas-une-adresse')
    await page.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(page.getByText('Email invalide').first()).toBeVisible()
    await page.getByLabel('Email', { exact: true }).fill(uniqueAddress('sans-js'))
    await page.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(
      page.getByText('Si un compte existe pour cette adresse, un email vient de lui être envoyé.'),
    ).toBeVisible()
  })
})

test('the auth screens and the member area have no serious or critical axe violation', async ({
  page,
  request,
}) => {
  for (const path of ['/auth?tab=login', '/auth?tab=signup&lang=en', '/auth?tab=forgot&lang=de']) {
    await page.goto(path)
    await expect(page.getByRole('main').locator('form').first()).toBeVisible()
    await expectNoSeriousAxeViolations(page, path)
  }
  const email = uniqueAddress('axe')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Axelle' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  await expectNoSeriousAxeViolations(page, '/membre')
})

test('a status change by staff shows on the member’s next request, and the badge refreshes with a cooldown', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('noemie')
  const id = await createConfirmedMember(request, {
    email,
    password: PASSWORD,
    displayName: 'Noémie',
  })
  const auth = new AuthPage(page)
  const chrome = new SiteChrome(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  const badge = page.getByTestId('subscription-badge')
  await expect(badge).toHaveText('Gratuit')

  const changed = await request.patch(`/api/members/${id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { subscriptionStatus: 'premium', subscriptionTier: 'Mensuel' },
  })
  expect(changed.status()).toBe(200)

  const refresh = page.getByRole('button', { name: 'Actualiser' })
  await refresh.click()
  await expect(badge).toHaveText('Vérification...')
  await expect(badge).toHaveText('Mensuel')
  await chrome.expectToast('Statut vérifié', 'Votre abonnement : Mensuel.')
  await refresh.click()
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: /Patientez encore \d+ s/ }),
  ).toBeVisible()

  // The next page already knows, without logging in again.
  await page.goto('/')
  await expect(chrome.header().getByRole('status')).toHaveText('Mensuel')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Mon espace Premium' }),
  ).toBeVisible()
})
