/**
 * Real visitors' Core Web Vitals (issue 50 › 6): a sampled page view measures itself and reports as it
 * is left (each metric once), and staff read the p75 of its page kind above the admin's list. The sampling is drawn
 * with Math.random, fixed here for this one visitor.
 */
import { expect, test, type Page } from '@playwright/test'

import { AdminLoginPage } from './pages/AdminLoginPage'
import { SiteChrome } from './pages/SiteChrome'
import { uniqueClientIp } from './support/accounts'
import { e2eServer, seededAdminLogin } from './support/server'

/** The number of measured visits of legal pages the admin's summary shows (0 without a row). */
async function legalVisits(admin: Page): Promise<number> {
  await admin.goto('/admin/collections/web-vitals')
  await expect(admin.getByRole('heading', { name: /Vitesse réelle/ }).first()).toBeVisible()
  const summary = admin.getByRole('region', { name: /75e centile par type de page/ })
  if ((await summary.count()) === 0) return 0
  const row = summary
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: 'Pages légales', exact: true }) })
  if ((await row.count()) === 0) return 0
  return Number(await row.getByRole('cell').last().textContent())
}

test('a sampled visit reports its vitals as it is left, and staff see its page kind’s p75', async ({
  page,
  browser,
}) => {
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() },
  })
  const admin = await adminContext.newPage()
  const login = new AdminLoginPage(admin)
  await login.goto()
  const credentials = seededAdminLogin(e2eServer().dataDir)
  await login.logIn(credentials.email, credentials.password)
  await login.expectDashboard()
  const before = await legalVisits(admin)

  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueClientIp() })
  await page.addInitScript(() => {
    Math.random = () => 0.05
  })
  // The library is fetched only for a sampled view; its code names the entry type it observes.
  const library = page.waitForResponse(
    async (response) =>
      response.url().includes('/_next/static/chunks/') &&
      (await response.text()).includes('largest-contentful-paint'),
  )
  await page.goto('/mentions-legales')
  await new SiteChrome(page).waitUntilInteractive()
  await library
  // Its observers start once the chunk has run: the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
  await page.getByRole('heading', { level: 1 }).click()
  // Leaving the page sends what is final (the click made the LCP final): a beacon, which the
  // browser sends as the page goes and Playwright does not list, so the server is asked.
  await page.goto('/')

  await expect.poll(() => legalVisits(admin)).toBe(before + 1)
  await adminContext.close()
})
