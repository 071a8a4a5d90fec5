/**
 * « Personnaliser » (docs/personalisation.md), in Chromium: a visitor's settings are previewed at
 * once and kept in the browser only with functional consent; a colour that would make text
 * unreadable is refused with the reason; a member's are kept in the profile, rendered by the server on
 * another device (even without JavaScript), exported with the data, and reset.
 */
import { expect, test, type Page } from '@playwright/test'

import { AuthPage } from './pages/AuthPage'
import { createConfirmedMember, uniqueAddress, uniqueClientIp } from './support/accounts'
import { decidedConsentState } from './support/consent'
import { e2eServer } from './support/server'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

const GREEN = 'rgb(34, 197, 94)'
const LIGHT_GREEN = 'rgb(74, 222, 128)'

const heroButton = (page: Page) => page.locator('[data-main-action] a').first()

async function openPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Personnaliser' }).click()
  const panel = page.getByRole('dialog', { name: 'Personnaliser l’affichage' })
  await expect(panel).toBeVisible()
  return panel
}

test('a visitor with functional consent: live preview, saved in the browser, applied before the first paint', async ({
  page,
}) => {
  await page.goto('/')
  await expect(heroButton(page)).toHaveCSS('background-color', GREEN)
  const panel = await openPanel(page)
  await panel.getByLabel('Code hexadécimal : Couleur principale').fill('#4ade80')
  // Previewed at once, behind the panel.
  await expect(heroButton(page)).toHaveCSS('background-color', LIGHT_GREEN)
  await panel.getByLabel('Taille du texte').fill('18')
  await expect(panel.getByText('18 px')).toBeVisible()
  await panel.getByLabel('Police').selectOption('lora')
  await expect(page.locator('html')).toHaveAttribute('data-font', 'lora')
  await panel.getByText('Particules', { exact: true }).click()
  await panel.getByLabel('Type de particules').selectOption('snow')
  await expect(page.locator('canvas[data-particles="snow"]')).toBeAttached()
  await panel.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(page.getByText('Vos réglages sont enregistrés dans ce navigateur.')).toBeVisible()

  await page.reload()
  await expect(heroButton(page)).toHaveCSS('background-color', LIGHT_GREEN)
  await expect(page.locator('html')).toHaveCSS('font-size', '18px')
  // The font before the first paint (head script), the particles once the page runs.
  await expect(page.locator('html')).toHaveAttribute('data-font', 'lora')
  await expect(page.locator('body')).toHaveCSS('font-family', /^lora,/)
  await expect(page.locator('canvas[data-particles="snow"]')).toBeAttached()
  // Opened and closed without saving: the stored settings stay in view, and the panel shows them.
  const reopened = await openPanel(page)
  await expect(reopened.getByLabel('Code hexadécimal : Couleur principale')).toHaveValue('#4ade80')
  await reopened.getByRole('button', { name: 'Fermer sans enregistrer' }).click()
  await expect(heroButton(page)).toHaveCSS('background-color', LIGHT_GREEN)

  // Back to the site's theme, remembered too.
  await (await openPanel(page)).getByRole('button', { name: 'Revenir au thème du site' }).click()
  await expect(page.getByText('Le thème du site est rétabli.')).toBeVisible()
  await page.reload()
  await expect(heroButton(page)).toHaveCSS('background-color', GREEN)
  expect(await page.evaluate(() => localStorage.getItem('personalisation'))).toBeNull()
})

test.describe('without functional consent', () => {
  test.use({
    storageState: decidedConsentState(
      e2eServer().baseURL,
      { analytical: false, functional: false, marketing: false },
      { welcomeOfferDismissed: true },
    ),
  })

  test('the settings apply to the page in view only', async ({ page }) => {
    await page.goto('/articles')
    const panel = await openPanel(page)
    await panel.getByLabel('Code hexadécimal : Couleur principale').fill('#4ade80')
    await panel.getByLabel('Police').selectOption('nunito')
    await panel.getByText('Particules', { exact: true }).click()
    await panel.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(
      page.getByText(
        'Sans accord pour les cookies fonctionnels, ces réglages valent pour cette page seulement.',
      ),
    ).toBeVisible()
    await expect(page.locator('canvas[data-particles]')).toBeAttached()
    expect(await page.evaluate(() => localStorage.getItem('personalisation'))).toBeNull()
    await page.goto('/')
    await expect(heroButton(page)).toHaveCSS('background-color', GREEN)
    await expect(page.locator('html')).toHaveAttribute('data-font', 'inter')
    await expect(page.locator('canvas[data-particles]')).toHaveCount(0)
  })
})

test('a colour that would make text unreadable is refused with the reason', async ({ page }) => {
  await page.goto('/')
  const panel = await openPanel(page)
  const field = panel.getByLabel('Code hexadécimal : Couleur principale')
  await field.fill('#777777')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(
    panel.getByText(
      /Le texte des boutons de cette couleur ne serait pas lisible \(contraste 4,47:1/,
    ),
  ).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Enregistrer', exact: true })).toBeDisabled()
  // Not previewed either: the page stays readable.
  await expect(heroButton(page)).toHaveCSS('background-color', GREEN)
  // Closed without saving: nothing changed.
  await panel.getByRole('button', { name: 'Fermer sans enregistrer' }).click()
  await expect(heroButton(page)).toHaveCSS('background-color', GREEN)
})

test('a member’s settings follow them: another device gets them from the server, even without JavaScript', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueAddress('theme')
  const password = 'des couleurs pour la forêt'
  await createConfirmedMember(request, { email, password, displayName: 'Iris' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password })
  await expect(page).toHaveURL(/\/membre$/)

  await page.goto('/')
  const panel = await openPanel(page)
  await panel.getByLabel('Code hexadécimal : Couleur principale').fill('#4ade80')
  await panel.getByLabel('Arrondi des angles').fill('16')
  await panel.getByLabel('Police').selectOption('atkinson')
  await panel.getByLabel('Motif de fond').selectOption('leaves')
  await panel.getByText('Curseur personnalisé', { exact: true }).click()
  await panel.getByLabel('Forme du curseur').selectOption('acorn')
  await panel.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  await expect(
    page.getByText(
      'Vos réglages sont enregistrés dans votre compte : ils s’appliquent sur tous vos appareils.',
    ),
  ).toBeVisible()

  // Another device: the same session cookie, nothing in its storage, no script at all.
  const { cookies } = await page.context().storageState()
  const other = await browser.newContext({ javaScriptEnabled: false })
  try {
    await other.addCookies(cookies)
    const elsewhere = await other.newPage()
    await elsewhere.goto('/')
    await expect(heroButton(elsewhere)).toHaveCSS('background-color', LIGHT_GREEN)
    await expect(heroButton(elsewhere)).toHaveCSS('border-top-left-radius', '16px')
    // Font, pattern and cursor are in the server's HTML: no flash of the site's defaults.
    const html = elsewhere.locator('html')
    await expect(html).toHaveAttribute('data-font', 'atkinson')
    await expect(html).toHaveAttribute('data-pattern', 'leaves')
    await expect(html).toHaveAttribute('data-cursor', 'acorn')
    await expect(elsewhere.locator('body')).toHaveCSS('cursor', /cursors\/acorn\.svg/)
  } finally {
    await other.close()
  }

  const exported = await page.request.get('/api/account/export', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  expect(
    ((await exported.json()) as { account: { personalisation: unknown } }).account,
  ).toMatchObject({
    personalisation: {
      primaryColor: '#4ade80',
      borderRadius: 16,
      fontFamily: 'atkinson',
      customCursor: true,
      cursorType: 'acorn',
    },
  })

  await (await openPanel(page)).getByRole('button', { name: 'Revenir au thème du site' }).click()
  await expect(page.getByText('Le thème du site est rétabli.')).toBeVisible()
  await page.reload()
  await expect(heroButton(page)).toHaveCSS('background-color', GREEN)
})
