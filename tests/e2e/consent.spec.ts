/**
 * Cookie consent with proof and the consent-gated device fingerprint (issue 7, parts 3 and 4): the
 * banner after 1.5 s, accept / refuse / personalise with what the browser really keeps and what the
 * server logs, the close icon, the footer link, the fingerprint sent only after analytical consent,
 * and the 'Accès refusé' notice for a blocked device or address. In French and in German.
 */
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test'

import { CONSENT_BANNER_DELAY_MS } from '../../src/lib/consent/shared'
import { RISK_WEIGHTS } from '../../src/lib/security/risk'
import { CookieConsent } from './pages/CookieConsent'
import { SiteChrome } from './pages/SiteChrome'
import { expectNoSeriousAxeViolations } from './support/axe'
import { adminToken, uniqueClientIp } from './support/accounts'
import { adminFind, NO_BROWSER_STATE } from './support/consent'

/** The 'Accès refusé' notice stays 5 s (docs/behaviour.md › Bot check and risk scoring). */
const BLOCKED_NOTICE_MS = 5_000

// A browser that has never decided, with a client address of its own for the rate limits.
test.use({ storageState: NO_BROWSER_STATE })
let clientIp: string
test.beforeEach(async ({ context }) => {
  clientIp = uniqueClientIp()
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': clientIp })
})

type ConsentRow = {
  consentId: string
  action: string
  essential: boolean
  analytical: boolean
  functional: boolean
  marketing: boolean
  version: string
  member?: number | null
}
type FingerprintRow = {
  id: number
  hash: string
  ip: string
  riskScore: number
  isBot: boolean
  seenCount: number
}

/** Every request the page makes to one of the site's endpoints. */
function watch(page: Page, path: string): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request)
  })
  return seen
}

/** The administrator's view of the proof (through the test's own API client, not the browser's cookies). */
async function consentRows(request: APIRequestContext, consentId: string): Promise<ConsentRow[]> {
  const token = await adminToken(request)
  return (
    await adminFind<ConsentRow>(
      request,
      token,
      `consent-records?where[consentId][equals]=${consentId}&sort=createdAt&depth=0`,
    )
  ).docs
}

test('the banner appears 1.5 s after load, and nothing optional is stored before a decision', async ({
  page,
}) => {
  // When the banner enters the page, in ms since navigation start (test instrumentation only).
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const marked = window as Window & { bannerShownAt?: number }
      if (
        !marked.bannerShownAt &&
        document.querySelector('[aria-labelledby="cookie-banner-title"]')
      )
        marked.bannerShownAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
  })
  const consentCalls = watch(page, '/api/consent')
  const fingerprintCalls = watch(page, '/api/fingerprint')
  const consent = new CookieConsent(page)
  const chrome = new SiteChrome(page)

  await page.goto('/')
  await consent.expectBanner()
  const shownAt = await page.evaluate(
    () => (window as Window & { bannerShownAt?: number }).bannerShownAt ?? 0,
  )
  expect(shownAt).toBeGreaterThanOrEqual(CONSENT_BANNER_DELAY_MS)
  await expect(consent.button('acceptAll')).toBeVisible()
  await expect(consent.button('essentialsOnly')).toBeVisible()
  await expect(consent.button('customise')).toBeVisible()
  await expectNoSeriousAxeViolations(page, 'the cookie banner')
  // Keyboard users reach the banner right after the skip link, before the page.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(consent.button('close')).toBeFocused()

  // A theme and a language chosen before deciding apply to the page in view, and are not kept.
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await chrome.chooseLanguage('Deutsch')
  await expect(page).toHaveURL(/\/\?lang=de$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await new CookieConsent(page, 'de').expectBanner()
  expect(await consent.storageKeys()).toEqual({ local: [], session: [] })
  expect(await consent.cookieNames()).toEqual([])
  await page.goto('/contact')
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await consent.expectBanner()
  expect(consentCalls).toEqual([])
  expect(fingerprintCalls).toEqual([])
})

test('accept all: the page reloads, the decision is kept and logged, the fingerprint goes once', async ({
  page,
  request,
}) => {
  const fingerprintCalls = watch(page, '/api/fingerprint')
  const consent = new CookieConsent(page)
  await page.goto('/')
  await consent.expectBanner()
  expect(fingerprintCalls).toEqual([])

  const fingerprintAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/fingerprint',
  )
  await consent.clickAndExpectReload(() => consent.button('acceptAll').click())
  expect((await fingerprintAnswer).status()).toBe(200)
  await expect(consent.banner()).toBeHidden()

  const stored = await consent.stored()
  expect(stored).toMatchObject({
    version: '1.1.0',
    categories: { essential: true, analytical: true, functional: true, marketing: true },
  })
  expect(await consent.cookieNames()).toEqual(expect.arrayContaining(['language', 'sylva-consent']))
  const keys = await consent.storageKeys()
  expect(keys.local).toEqual(
    expect.arrayContaining(['cookie-consent', 'device-fingerprint', 'language', 'theme']),
  )
  expect(keys.session).toEqual(expect.arrayContaining(['fingerprint-sent', 'session-id']))

  // The server's proof, visible to the administrator.
  const rows = await consentRows(request, stored!.id)
  expect(rows).toHaveLength(1)
  expect(rows[0]).toMatchObject({
    action: 'accept-all',
    essential: true,
    analytical: true,
    functional: true,
    marketing: true,
    version: '1.1.0',
  })

  // The fingerprint, with the client address the server saw and its own score.
  const sent = fingerprintCalls[0]!.postDataJSON() as {
    fingerprint: { hash: string; userAgent: string }
    sessionId: string
  }
  expect(sent.fingerprint.hash).toBe(
    await page.evaluate(() => localStorage.getItem('device-fingerprint')),
  )
  const token = await adminToken(request)
  const { docs } = await adminFind<FingerprintRow>(
    request,
    token,
    `fingerprints?where[hash][equals]=${sent.fingerprint.hash}&depth=0`,
  )
  expect(docs).toHaveLength(1)
  expect(docs[0]?.ip).toBe(clientIp)
  // Playwright's Chromium reports navigator.webdriver: the server's own score says bot.
  expect(docs[0]?.isBot).toBe(true)
  expect(docs[0]?.riskScore).toBeGreaterThanOrEqual(RISK_WEIGHTS.webdriver)

  // Once per visit: another page of the same visit sends nothing more.
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(fingerprintCalls).toHaveLength(1)

  // The preferences are now remembered: the language choice comes back on a French address.
  await new SiteChrome(page).chooseLanguage('Deutsch')
  await expect(page).toHaveURL(/\/contact\?lang=de$/)
  await page.goto('/')
  await expect(page).toHaveURL(/\/\?lang=de$/)
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de')
})

test('essentials only: as prominent as accepting, no reload, nothing functional or analytical kept', async ({
  page,
  request,
}) => {
  const fingerprintCalls = watch(page, '/api/fingerprint')
  const consent = new CookieConsent(page)
  await page.goto('/')
  await consent.expectBanner()

  // Same size and same style weight as 'Tout accepter'.
  const style = (name: 'acceptAll' | 'essentialsOnly') =>
    consent.button(name).evaluate((element) => {
      const computed = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return {
        height: box.height,
        width: Math.round(box.width),
        background: computed.backgroundColor,
        color: computed.color,
        fontSize: computed.fontSize,
        fontWeight: computed.fontWeight,
        border: computed.borderWidth,
      }
    })
  expect(await style('essentialsOnly')).toEqual(await style('acceptAll'))

  await consent.saveWithoutReload(() => consent.button('essentialsOnly').click())
  const stored = await consent.stored()
  expect(stored?.categories).toEqual({
    essential: true,
    analytical: false,
    functional: false,
    marketing: false,
  })
  await expect
    .poll(async () => (await consentRows(request, stored!.id)).map((row) => row.action))
    .toEqual(['essentials'])

  // Theme and language still work on the page in view, and are not remembered.
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await new SiteChrome(page).chooseLanguage('Nederlands')
  await expect(page).toHaveURL(/\/\?lang=nl$/)
  await page.goto('/contact')
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await expect(consent.banner()).toBeHidden()
  expect(await consent.storageKeys()).toEqual({ local: ['cookie-consent'], session: [] })
  expect(await consent.cookieNames()).toEqual(['sylva-consent'])
  expect(fingerprintCalls).toEqual([])
})

test('personalise: one toggle per category, essential locked, Cancel decides nothing, Save follows the reload rule', async ({
  page,
  request,
}) => {
  const fingerprintCalls = watch(page, '/api/fingerprint')
  const consentCalls = watch(page, '/api/consent')
  const consent = new CookieConsent(page)
  await page.goto('/')
  await consent.expectBanner()

  await consent.button('customise').click()
  await expect(consent.dialog()).toBeVisible()
  await expect(consent.toggle('Essentiels')).toBeChecked()
  await expect(consent.toggle('Essentiels')).toBeDisabled()
  for (const category of ['Analytiques', 'Fonctionnels', 'Marketing'])
    await expect(consent.toggle(category)).not.toBeChecked()
  for (const items of [
    'Cookies : consentement, authentification',
    'Cookies : empreinte de l’appareil, identifiant de session',
    'Cookies : thème, langue, personnalisation de l’affichage, état de la barre latérale, offre de bienvenue fermée',
    'Cookies : aucun',
  ])
    await expect(consent.dialog().getByText(items)).toBeVisible()
  await expectNoSeriousAxeViolations(page, 'the cookie preferences dialog')

  // Cancel: the dialog closes, the banner still waits for a decision.
  await consent.toggle('Marketing').click()
  await consent.dialogButton('cancel').click()
  await expect(consent.dialog()).toBeHidden()
  await consent.expectBanner()
  expect(await consent.stored()).toBeNull()
  expect(consentCalls).toEqual([])

  // Functional only: the analytical choice did not change, so no reload.
  await consent.button('customise').click()
  await expect(consent.toggle('Marketing')).not.toBeChecked()
  await consent.toggle('Fonctionnels').click()
  await expect(consent.toggle('Fonctionnels')).toBeChecked()
  await consent.saveWithoutReload(() => consent.dialogButton('save').click())
  const first = await consent.stored()
  expect(first?.categories).toEqual({
    essential: true,
    analytical: false,
    functional: true,
    marketing: false,
  })
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click()
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

  // Reopened from the footer with the current choices; analytical on: the page reloads.
  await consent.openFromFooter()
  await expect(consent.toggle('Fonctionnels')).toBeChecked()
  await expect(consent.toggle('Analytiques')).not.toBeChecked()
  await consent.toggle('Analytiques').click()
  await consent.clickAndExpectReload(() => consent.dialogButton('save').click())
  await expect.poll(() => fingerprintCalls.length).toBe(1)
  await expect
    .poll(async () => (await consent.storageKeys()).session)
    .toEqual(['fingerprint-sent', 'session-id'])

  // Analytical off again: reload, and the session id and the stored fingerprint are gone.
  await consent.openFromFooter()
  await consent.toggle('Analytiques').click()
  await consent.clickAndExpectReload(() => consent.dialogButton('save').click())
  // Functional storage stays (functional is still on). Among it, the home page's welcome message
  // records that it played once its delay has passed, which a slow machine reaches during this test.
  const kept = await consent.storageKeys()
  expect({
    local: kept.local.filter((key) => key !== 'intro-played:/'),
    session: kept.session,
  }).toEqual({ local: ['cookie-consent', 'language', 'theme'], session: [] })
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(fingerprintCalls).toHaveLength(1)

  // One browser, one consent id: every decision is in the server's log, in order.
  const last = await consent.stored()
  expect(last?.id).toBe(first?.id)
  const rows = await consentRows(request, first!.id)
  expect(
    rows.map(({ action, analytical, functional, marketing }) => ({
      action,
      analytical,
      functional,
      marketing,
    })),
  ).toEqual([
    { action: 'custom', analytical: false, functional: true, marketing: false },
    { action: 'custom', analytical: true, functional: true, marketing: false },
    { action: 'custom', analytical: false, functional: true, marketing: false },
  ])
})

test('the close icon hides the banner for this page only and decides nothing', async ({ page }) => {
  const consentCalls = watch(page, '/api/consent')
  const consent = new CookieConsent(page)
  await page.goto('/')
  await consent.expectBanner()
  await consent.button('close').click()
  await expect(consent.banner()).toBeHidden()
  expect(await consent.stored()).toBeNull()
  expect(await consent.cookieNames()).toEqual([])

  await page.goto('/cgu')
  await consent.expectBanner()
  expect(consentCalls).toEqual([])
})

test('"Gérer les cookies" in the footer opens the preferences dialog', async ({ page }) => {
  const consent = new CookieConsent(page)
  await page.goto('/mentions-legales')
  await consent.openFromFooter()
  await consent.dialogButton('cancel').click()
  await expect(consent.dialog()).toBeHidden()
  expect(await consent.stored()).toBeNull()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('"Gérer les cookies" leads to the cookie policy', async ({ page }) => {
    await page.goto('/mentions-legales')
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Gérer les cookies' })
    await expect(link).toHaveAttribute('href', '/politique-cookies')
    await link.click()
    await expect(page).toHaveURL(/\/politique-cookies$/)
    // Scripts are off: the streamed page stays in the HTML, read it there.
    expect(await page.content()).toContain('Politique de cookies</h1>')
  })
})

test.describe('blocked clients', () => {
  test('a blocked address sees the red “Accès refusé” notice with the reason, for 5 s', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const reason = `Adresse bloquée pour essai ${clientIp}`
    const created = await request.post('/api/blocked-addresses', {
      headers: { Authorization: `JWT ${token}` },
      data: { address: clientIp, reason },
    })
    expect(created.status(), await created.text()).toBe(201)
    // When the notice enters the page, on the page's clock: its 5 s are counted from there.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const toasts = document.querySelectorAll('[data-sonner-toast]')
        if (![...toasts].some((toast) => toast.textContent?.includes('Accès refusé'))) return
        ;(window as Window & { noticeShownAt?: number }).noticeShownAt = Date.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    // Installed once, the page's clock carries on through the reload that accepting causes.
    await page.clock.install()
    const consent = new CookieConsent(page)
    await page.goto('/')
    await consent.expectBanner()
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/fingerprint',
    )
    await consent.clickAndExpectReload(() => consent.button('acceptAll').click())
    expect((await answer).status()).toBe(403)
    const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Accès refusé' })
    await expect(notice).toBeVisible()
    const shownAt = await page.evaluate(
      () => (window as Window & { noticeShownAt?: number }).noticeShownAt ?? 0,
    )
    expect(shownAt).toBeGreaterThan(0)
    // The page's clock held half a second before the 5 s: the notice is still there, and says why.
    await page.clock.pauseAt(shownAt + BLOCKED_NOTICE_MS - 500)
    await expect(notice).toBeVisible()
    await expect(notice).toContainText(reason)
    await expect(notice).toHaveAttribute('data-type', 'error')
    // Half a second past them (its exit takes 0.2 s), it is gone.
    await page.clock.runFor(1_000)
    await expect(notice).toBeHidden()
  })

  test('a blocked device is told so on its next visit, from any address', async ({
    page,
    context,
    request,
  }) => {
    const consent = new CookieConsent(page)
    await page.goto('/')
    await consent.expectBanner()
    const first = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/fingerprint',
    )
    await consent.clickAndExpectReload(() => consent.button('acceptAll').click())
    expect((await first).status()).toBe(200)
    const hash = await page.evaluate(() => localStorage.getItem('device-fingerprint'))

    const token = await adminToken(request)
    const { docs } = await adminFind<FingerprintRow>(
      request,
      token,
      `fingerprints?where[hash][equals]=${hash}&depth=0`,
    )
    const blocked = await request.patch(`/api/fingerprints/${docs[0]!.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { blocked: true, blockedReason: 'Appareil bloqué pour essai' },
    })
    expect(blocked.status()).toBe(200)

    // A new visit (a new tab has its own session storage), from another address.
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
    const visit = await context.newPage()
    const answer = visit.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/fingerprint',
    )
    await visit.goto('/')
    expect((await answer).status()).toBe(403)
    const notice = visit.locator('[data-sonner-toast]').filter({ hasText: 'Accès refusé' })
    await expect(notice).toContainText('Appareil bloqué pour essai')
  })
})

test.describe('in German', () => {
  test('the banner and the dialog speak German, and accepting remembers the language', async ({
    page,
  }) => {
    const consent = new CookieConsent(page, 'de')
    await page.goto('/?lang=de')
    await consent.expectBanner()
    await expect(consent.button('essentialsOnly')).toBeVisible()
    await consent.button('customise').click()
    for (const category of ['Notwendig', 'Analyse', 'Funktional', 'Marketing'])
      await expect(consent.toggle(category)).toBeVisible()
    await expect(consent.dialog().getByText('Immer aktiv', { exact: true })).toBeVisible()
    await consent.dialogButton('cancel').click()
    await expect(consent.dialog()).toBeHidden()

    await consent.clickAndExpectReload(() => consent.button('acceptAll').click())
    await expect(page).toHaveURL(/\/\?lang=de$/)
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de')
    // A French address now leads to the remembered language (the proxy reads the consent cookie).
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/contact\?lang=de$/)
    await consent.openFromFooter('Cookies verwalten')
    await expect(consent.toggle('Analyse')).toBeChecked()
  })
})
