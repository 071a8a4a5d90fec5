/**
 * Subscriptions in demo mode (issue "subscriptions"), in Chromium against the production build: a
 * visitor signs up from /abonnement, subscribes with the waiver through the demo checkout, reads a
 * premium article, cancels in three clicks, keeps access until the period ends, and loses it after.
 * Also the welcome-offer banner, and the public "Résilier votre contrat" page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { linkIn } from '../support/mail'
import { AuthPage } from './pages/AuthPage'
import { SiteChrome } from './pages/SiteChrome'
import {
  adminToken,
  createConfirmedMember,
  setSubscriptionStatus,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'
import { decidedConsentState, NO_BROWSER_STATE } from './support/consent'
import { waitForMail } from './support/mailbox'
import { e2eServer } from './support/server'

const PASSWORD = 'une phrase de passe pour la forêt'
const PREMIUM_ARTICLE = '/articles/mont-lozere-granite-et-tourbieres'
const PAYWALL = 'La suite est réservée aux abonnés Premium'
const OFFER_FR = '7 jours de contenus Premium offerts'
/** The offer appears 5 s after the page's scripts start: a little more, to see that it did not. */
const OFFER_WAIT_MS = 6_500

/**
 * Lets the offer's delay pass on the page's clock (installed before the page loaded) instead of
 * waiting for it: once the scripts run, the clock jumps past it and fires its timer.
 */
async function passOfferDelay(page: Page): Promise<void> {
  await new SiteChrome(page).waitUntilInteractive()
  await page.clock.fastForward(OFFER_WAIT_MS)
}

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

async function openLink(page: Page, link: string): Promise<void> {
  const url = new URL(link)
  expect(url.origin).toBe(e2eServer().baseURL)
  await page.goto(`${url.pathname}${url.search}`)
}

/** The demo clock moved on: the admin sets the subscription's period end in the past. */
async function endPeriod(request: APIRequestContext, email: string): Promise<void> {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get(
    `/api/subscriptions?where[memberEmail][equals]=${encodeURIComponent(email)}`,
    { headers },
  )
  const { docs } = (await found.json()) as {
    docs: { id: number; status: string; cancelAtPeriodEnd: boolean }[]
  }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true })
  const past = new Date(Date.now() - 60_000).toISOString()
  const changed = await request.patch(`/api/subscriptions/${docs[0]!.id}`, {
    headers,
    data: { currentPeriodEnd: past },
  })
  expect(changed.status()).toBe(200)
}

test('sign up, subscribe with the waiver, read premium, cancel in three clicks, keep access until the end, lose it after', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const email = uniqueAddress('elise')

  // A visitor sees the offers, in demo mode, and is sent to sign up first.
  await page.goto('/abonnement')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Toute la forêt cévenole, à votre rythme',
  )
  await expect(page.getByText('Mode démonstration — aucun paiement réel')).toBeVisible()
  await expect(
    page.getByText('Mode démonstration : aucune carte n’est demandée et rien n’est encaissé.', {
      exact: false,
    }),
  ).toBeVisible()
  await expect(page.getByRole('main').getByText(/Stripe/)).toHaveCount(0)
  await expect(page.getByText('9,90 €', { exact: true })).toBeVisible()
  await expect(page.getByText('84 €', { exact: true })).toBeVisible()
  await expect(page.getByText('soit 7 € par mois')).toBeVisible()
  await page.getByText('Premium mensuel', { exact: true }).click()
  await page.getByRole('button', { name: 'Créer mon compte pour continuer' }).click()
  await expect(page).toHaveURL(/\/auth\?tab=signup&redirect=%2Fabonnement%3Fplan%3Dmonthly$/)

  const auth = new AuthPage(page)
  await auth.signUp(
    {
      name: 'Nom',
      email: 'Email',
      password: 'Mot de passe (min. 6 caractères)',
      submit: 'Créer mon compte',
    },
    { name: 'Élise', email, password: PASSWORD },
  )
  await expect(
    page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }),
  ).toBeVisible()
  await openLink(page, linkIn(await waitForMail(email), `${e2eServer().baseURL}/auth?verify=`))
  await page.goto('/auth?tab=login&redirect=%2Fabonnement%3Fplan%3Dmonthly')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/abonnement\?plan=monthly$/)

  // The waiver box starts unticked and must be ticked.
  const waiver = page.getByLabel(/Je demande l’accès immédiat aux contenus Premium/)
  await expect(waiver).not.toBeChecked()
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Cochez la case pour demander l’accès immédiat avant de continuer.',
  )
  await waiver.check()
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click()

  // The demo checkout, clearly labelled, completes the subscription.
  await expect(page).toHaveURL(/\/abonnement\/demo\?session=/)
  await expect(page.getByText('Mode démonstration — aucun paiement réel')).toBeVisible()
  await expect(page.getByText('Premium mensuel')).toBeVisible()
  await page.getByRole('button', { name: 'Valider l’abonnement de démonstration' }).click()
  await expect(page.getByRole('heading', { name: 'Bienvenue dans Premium' })).toBeVisible()
  await expect(page.getByText(/Votre essai gratuit est lancé jusqu’au/)).toBeVisible()
  const welcome = await waitForMail(email, 2)
  expect(welcome.subject).toBe('Bienvenue dans Sylva Cévennes Premium')
  expect(welcome.text).toContain('vous avez demandé l’accès immédiat aux contenus Premium')

  // Premium content opens.
  await page.goto(PREMIUM_ARTICLE)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(PAYWALL)).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Premium mensuel')

  // In English the plan keeps its English name, with English typography (issue 48 › 11).
  await page.goto('/membre?lang=en')
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('Premium monthly')
  await expect(page.getByTestId('subscription-badge')).toHaveText('Premium monthly')
  await expect(page.getByRole('main').getByText(/^Status: Free trial/)).toBeVisible()

  // A second checkout while subscribed goes to the management page.
  await page.goto('/abonnement')
  await expect(page.getByText('Vous êtes abonné·e : Premium mensuel.')).toBeVisible()

  // Three clicks: "Résilier mon abonnement", "Confirmer la résiliation", acknowledgement.
  await page.goto('/membre')
  await page.getByRole('link', { name: 'Résilier mon abonnement' }).click()
  await page.getByRole('button', { name: 'Confirmer la résiliation' }).click()
  await expect(page.getByRole('heading', { name: 'Résiliation enregistrée' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'ne sera pas renouvelé' })).toBeVisible()
  const acknowledgement = await waitForMail(email, 3)
  expect(acknowledgement.subject).toBe('Résiliation de votre abonnement – Sylva Cévennes')

  // Still premium until the end of the period, with "Reprendre" offered.
  await page.goto('/membre/abonnement')
  await expect(page.getByRole('button', { name: 'Reprendre mon abonnement' })).toBeVisible()
  await page.goto(PREMIUM_ARTICLE)
  await expect(page.getByText(PAYWALL)).toHaveCount(0)

  // The period ends; the member's next verification with the provider ends the access.
  await endPeriod(request, email)
  await page.goto('/membre')
  await page.getByRole('button', { name: 'Actualiser' }).click()
  await expect(page.getByTestId('subscription-badge')).toHaveText('Gratuit')
  await page.goto(PREMIUM_ARTICLE)
  await expect(page.getByRole('heading', { name: PAYWALL })).toBeVisible()
  // Free again, but the trial is behind her: the welcome offer is not shown (its "closed" flag,
  // set for every spec, is removed first so that only the rule can hide it).
  await page.evaluate(() => localStorage.removeItem('welcome-banner-dismissed'))
  await page.clock.install()
  await page.goto('/articles')
  await passOfferDelay(page)
  await expect(page.getByRole('complementary', { name: OFFER_FR })).toHaveCount(0)
  await page.goto('/membre/abonnement')
  await expect(page.getByText('Vous n’avez pas d’abonnement en cours.')).toBeVisible()
})

type Box = { x: number; y: number; width: number; height: number }
function overlaps(a: Box | null, b: Box | null): boolean {
  if (!a || !b) throw new Error('both elements must be on screen')
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
}

test.describe('the welcome offer on a first visit', () => {
  test.use({ storageState: NO_BROWSER_STATE })

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: 'phone', width: 390, height: 844 },
  ]) {
    test(`waits for the cookie choice, then appears at the bottom without covering the main action (${viewport.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.clock.install()
      await page.goto('/')
      const cookieBanner = page.getByRole('region', { name: 'Vos cookies, votre choix' })
      await expect(cookieBanner).toBeVisible()
      const offer = page.getByRole('complementary', { name: OFFER_FR })
      // Its 5 s pass with the banner open: the cookie choice comes first and alone.
      await passOfferDelay(page)
      await expect(offer).toHaveCount(0)
      await cookieBanner.getByRole('button', { name: 'Essentiels uniquement' }).click()
      await expect(cookieBanner).toHaveCount(0)
      await expect(offer).toHaveAttribute('data-placement', 'bottom')
      const mainAction = page.locator('[data-main-action]')
      expect(overlaps(await offer.boundingBox(), await mainAction.boundingBox())).toBe(false)
      await expect(offer.getByRole('link', { name: 'Essai gratuit' })).toHaveAttribute(
        'href',
        '/register',
      )
    })
  }

  test('closed without functional consent: gone for the browsing session, nothing kept for later', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/articles')
    // The offer waits for the cookie choice: essentials only, so nothing functional is allowed.
    const cookieBanner = page.getByRole('region', { name: 'Vos cookies, votre choix' })
    await cookieBanner.getByRole('button', { name: 'Essentiels uniquement' }).click()
    const offer = page.getByRole('complementary', { name: OFFER_FR })
    await passOfferDelay(page)
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: 'Fermer l’offre' }).click()
    await expect(offer).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('welcome-banner-dismissed'))).toBeNull()
    expect(await page.evaluate(() => sessionStorage.getItem('welcome-banner-dismissed'))).toBe('1')
    // Same tab, another page: still closed.
    await page.goto('/contact')
    await passOfferDelay(page)
    await expect(offer).toHaveCount(0)
    // A new browsing session (another tab starts with empty sessionStorage): it shows again.
    const other = await page.context().newPage()
    await other.goto('/contact')
    await passOfferDelay(other)
    await expect(other.getByRole('complementary', { name: OFFER_FR })).toBeVisible()
  })
})

test.describe('the welcome offer with functional consent', () => {
  test.use({ storageState: decidedConsentState(e2eServer().baseURL) })

  test('leads to sign-up and pricing, in the reader’s language, and stays closed 30 days once dismissed', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto('/articles?lang=de')
    await passOfferDelay(page)
    await expect(page.getByRole('complementary', { name: /Premium-Inhalte/ })).toBeVisible()
    await page.goto('/articles')
    const offer = page.getByRole('complementary', { name: OFFER_FR })
    await new SiteChrome(page).waitUntilInteractive()
    await expect(offer).toHaveCount(0)
    await page.clock.fastForward(OFFER_WAIT_MS)
    await expect(offer).toBeVisible()
    await expect(offer.getByRole('link', { name: 'Essai gratuit' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(offer.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute(
      'href',
      '/abonnement',
    )
    await offer.getByRole('button', { name: 'Fermer l’offre' }).click()
    await expect(offer).toHaveCount(0)
    const until = Number(
      await page.evaluate(() => localStorage.getItem('welcome-banner-dismissed')),
    )
    const day = 24 * 60 * 60 * 1000
    expect(until).toBeGreaterThan(Date.now() + 29 * day)
    expect(until).toBeLessThan(Date.now() + 31 * day)
    // A new tab (a new browsing session) keeps it closed.
    const other = await page.context().newPage()
    await other.goto('/articles')
    await passOfferDelay(other)
    await expect(other.getByRole('complementary', { name: OFFER_FR })).toHaveCount(0)
  })
})

test.describe('the welcome offer for members', () => {
  test.use({ storageState: decidedConsentState(e2eServer().baseURL) })

  test('a free member who never subscribed is offered the trial from the plans; a Premium member is not', async ({
    page,
    request,
  }) => {
    const email = uniqueAddress('offre')
    const id = await createConfirmedMember(request, {
      email,
      password: PASSWORD,
      displayName: 'Maëlle',
    })
    await new AuthPage(page).goto('?tab=login')
    await new AuthPage(page).logIn({ email, password: PASSWORD })
    await expect(page).toHaveURL(/\/membre$/)
    await page.clock.install()
    await page.goto('/articles')
    const offer = page.getByRole('complementary', { name: OFFER_FR })
    await passOfferDelay(page)
    await expect(offer).toBeVisible()
    await expect(offer.getByRole('link', { name: 'Essai gratuit' })).toHaveAttribute(
      'href',
      '/abonnement',
    )
    await setSubscriptionStatus(request, id, 'active')
    await page.goto('/articles')
    await passOfferDelay(page)
    await expect(offer).toHaveCount(0)
  })
})

test('"Résilier votre contrat" is in the footer and answers the same for any address', async ({
  page,
}) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Résilier votre contrat' }).click()
  await expect(page).toHaveURL(/\/resilier$/)
  await page.getByLabel('Adresse e-mail du compte').fill('pas-une-adresse')
  await page.getByRole('button', { name: 'Recevoir le lien de résiliation' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Saisissez une adresse e-mail valide.',
  )
  await page.getByLabel('Adresse e-mail du compte').fill(uniqueAddress('personne'))
  await page.getByRole('button', { name: 'Recevoir le lien de résiliation' }).click()
  await expect(page.getByRole('status')).toContainText(
    'Si un abonnement en cours est associé à cette adresse',
  )
})
