/**
 * What a visitor types before the page's scripts start is kept when they do, and sent (issue 50 › 9):
 * each public form is filled while the scripts are held back (./support/before-scripts.ts), then the
 * scripts run, and every value is still there and goes through the scripted form. The same forms
 * posted without JavaScript are covered elsewhere (login and forgotten password: accounts.spec.ts;
 * search: search-page.spec.ts; test answers: personality-tests.spec.ts); contact and cancellation
 * are here. The feedback dialog has nothing to type into before the scripts: its button opens it
 * only once they run (feedback.spec.ts).
 */
import { randomBytes } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { readTests } from '../../src/lib/seed/tests-content'
import { AuthPage } from './pages/AuthPage'
import { ContactPage } from './pages/ContactPage'
import { SiteChrome } from './pages/SiteChrome'
import { createConfirmedMember, uniqueAddress, uniqueClientIp } from './support/accounts'
import {
  openBeforeScripts,
  sameDocument,
  waitUntilLanguageMenuOpens,
} from './support/before-scripts'

const PASSWORD = 'une-longue-phrase-de-passe'

// Each test is a client of its own for the rate limits.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
})

const message = () =>
  `Bonjour, nous aimerions marcher en forêt avec vous au printemps (${randomBytes(4).toString('hex')}).`

test.describe('typed before the scripts start', () => {
  test('contact: every field is kept, typing goes on, and the message is sent', async ({
    page,
  }) => {
    const contact = new ContactPage(page)
    const scripts = await openBeforeScripts(page, '/contact')
    const typed = {
      name: 'Rose Avant',
      email: uniqueAddress('avant-scripts'),
      subject: 'Une sortie',
      message: message(),
    }
    await contact.fill(typed)
    await scripts.startScripts()
    await new SiteChrome(page).waitUntilInteractive()
    // The visitor keeps typing once the scripts run: this is what wiped the other fields.
    await contact.field('message').press('End')
    await contact.field('message').pressSequentially(' Merci')
    const text = `${typed.message} Merci`
    await expect(contact.field('name')).toHaveValue(typed.name)
    await expect(contact.field('email')).toHaveValue(typed.email)
    await expect(contact.field('subject')).toHaveValue(typed.subject)
    await expect(contact.field('message')).toHaveValue(text)
    await expect(page.getByText(`${text.length}/2000`)).toBeVisible()
    const isSameDocument = await sameDocument(page)
    await contact.submitButton().click()
    const toast = contact.toast('Message envoyé avec succès')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('Merci Rose Avant')
    await isSameDocument()
  })

  test('sign-up: name, address and password are kept and the account is created', async ({
    page,
  }) => {
    const auth = new AuthPage(page)
    const email = uniqueAddress('inscription-avant')
    const scripts = await openBeforeScripts(page, '/auth?tab=signup')
    await auth.fill('Nom', 'Maëlle')
    await auth.fill('Email', email)
    await auth.fill('Mot de passe (min. 6 caractères)', PASSWORD)
    await scripts.startScripts()
    // The bot check is drawn by the form's script once it runs.
    await auth.solveCaptcha()
    await expect(page.getByLabel('Nom', { exact: true })).toHaveValue('Maëlle')
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Mot de passe (min. 6 caractères)')).toHaveValue(PASSWORD)
    await page.getByRole('button', { name: 'Créer mon compte' }).click()
    await expect(
      page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }),
    ).toBeVisible()
    await expect(page.getByRole('main')).toContainText(email)
  })

  test('login: address and password are kept and the member reaches their area', async ({
    page,
    request,
  }) => {
    const auth = new AuthPage(page)
    const email = uniqueAddress('connexion-avant')
    await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
    const scripts = await openBeforeScripts(page, '/auth?tab=login')
    await auth.fill('Email', email)
    await auth.fill('Mot de passe', PASSWORD)
    await scripts.startScripts()
    await auth.solveCaptcha()
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(PASSWORD)
    const isSameDocument = await sameDocument(page)
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/membre$/)
    await isSameDocument()
  })

  test('forgotten password: the address is kept and the link is sent', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/auth?tab=forgot')
    const email = uniqueAddress('oubli-avant')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await scripts.startScripts()
    await waitUntilLanguageMenuOpens(page)
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email)
    const isSameDocument = await sameDocument(page)
    await page.getByRole('button', { name: 'Envoyer le lien' }).click()
    await expect(
      page.getByText('Si un compte existe pour cette adresse, un email vient de lui être envoyé.'),
    ).toBeVisible()
    await isSameDocument()
  })

  test('cancellation: the address is kept and the answer comes', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/resilier')
    const email = uniqueAddress('resiliation-avant')
    const field = page.getByLabel('Adresse e-mail du compte')
    await field.fill(email)
    await scripts.startScripts()
    await new SiteChrome(page).waitUntilInteractive()
    await expect(field).toHaveValue(email)
    const isSameDocument = await sameDocument(page)
    await page.getByRole('button', { name: 'Recevoir le lien de résiliation' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Si un abonnement en cours est associé à cette adresse',
    )
    await isSameDocument()
  })

  test('search: the words are kept and their results come', async ({ page }) => {
    const scripts = await openBeforeScripts(page, '/recherche')
    const field = page.getByLabel('Mots à rechercher')
    await field.fill('châtaignier')
    await scripts.startScripts()
    await new SiteChrome(page).waitUntilInteractive()
    await expect(field).toHaveValue('châtaignier')
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/recherche\?q=ch%C3%A2taignier$/)
    await expect(page.getByRole('main').getByRole('status')).toContainText('pour « châtaignier »')
  })

  test('personality test: the answer chosen is kept and carried to sign-up', async ({ page }) => {
    const seed = readTests().find((item) => item.slug === 'quel-arbre-des-cevennes-etes-vous')!
    const question = seed.questions[0]!
    const chosen = question.answers[1]!.id
    const scripts = await openBeforeScripts(page, `/tests-personnalite/${seed.slug}?q=1`)
    const answer = page.getByRole('radio', {
      name: seed.texts.fr.questions[question.id]!.answers[chosen]!,
      exact: true,
    })
    await answer.check()
    await scripts.startScripts()
    await new SiteChrome(page).waitUntilInteractive()
    await expect(answer).toBeChecked()
    const isSameDocument = await sameDocument(page)
    await page.getByRole('button', { name: 'Continuer' }).click()
    await expect(page).toHaveURL(/\/auth\?tab=signup&redirect=/)
    const back = new URL(page.url()).searchParams.get('redirect') ?? ''
    expect(new URLSearchParams(back.split('?')[1]).get('first')).toBe(chosen)
    await isSameDocument()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('contact: the form posts and the page says the message was sent', async ({ page }) => {
    const contact = new ContactPage(page)
    await page.goto('/contact')
    await contact.send({ name: 'Rose Sans', email: uniqueAddress('sans-js'), message: message() })
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Votre message a bien été envoyé. Nous vous répondrons dans les meilleurs délais.',
    )
  })

  test('cancellation: the form posts and the page gives the answer', async ({ page }) => {
    await page.goto('/resilier')
    await page.getByLabel('Adresse e-mail du compte').fill(uniqueAddress('resiliation-sans-js'))
    await page.getByRole('button', { name: 'Recevoir le lien de résiliation' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Si un abonnement en cours est associé à cette adresse',
    )
  })
})
