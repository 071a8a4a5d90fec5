/** Chromium for the benchmark: a signed-in member for the run, the scripts a browser loads. */
import { randomUUID } from 'node:crypto'

import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '../../src/lib/consent/shared'

import { ARTICLE, baseURL, get } from './options'

/** Debian's Chromium (or CHROME_PATH) through playwright-core. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
}

/** A member for the run: created by the admin, signed in through the site's form in Chromium. */
export async function memberSession(token: string): Promise<{ cookie: string; id: number }> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.org`
  const password = `Bench-${randomUUID()}`
  const created = await fetch(`${baseURL}/api/members`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ email, password, displayName: 'Banc d’essai', _verified: true }),
  })
  if (!created.ok) throw new Error(`member: ${created.status} ${await created.text()}`)
  const id = ((await created.json()) as { doc: { id: number } }).doc.id
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(`${baseURL}/auth?tab=login`)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill(password)
    const widget = page.locator('altcha-widget')
    const box = widget.locator('input[type="checkbox"]')
    await widget.locator(`label[for="${await box.getAttribute('id')}"]`).click()
    await page.waitForFunction(
      () => (document.querySelector('input[name="altcha"]') as HTMLInputElement | null)?.value,
      undefined,
      { timeout: 60_000 },
    )
    await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click()
    await page.waitForURL(/\/membre$/)
    const session = (await page.context().cookies()).find((c) => c.name.endsWith('sylva-token'))
    if (!session) throw new Error('member sign-in: no session cookie')
    return { cookie: `${session.name}=${session.value}`, id }
  } finally {
    await browser.close()
  }
}

/**
 * What a browser sends when a member follows a link within the site. Without `Sec-Fetch-Site` (or an
 * `Origin`) the session cookie is not accepted (Payload's CSRF rule), and the page would be a visitor's.
 */
export function memberHeaders(member: { cookie: string }): Record<string, string> {
  return {
    cookie: member.cookie,
    'sec-fetch-site': 'same-origin',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
  }
}

/** Refuses to measure a member's page that is not one (the header's sign-out button is the proof). */
export async function checkMemberPage(member: { cookie: string }): Promise<void> {
  const html = await (await get(ARTICLE, memberHeaders(member))).text()
  if (!html.includes('aria-label="Se déconnecter"')) {
    throw new Error(`${ARTICLE} with the member's session is not a signed-in page`)
  }
}

/**
 * Every script a real browser loads on `path`, with the visitor's stored settings `stored`, once the
 * elements `shown` are on the page.
 */
export async function scriptsLoadedInBrowser(
  path: string,
  stored: unknown,
  shown: string[] = [],
): Promise<Uint8Array[]> {
  const browser = await launchChromium()
  try {
    const context = await browser.newContext()
    // A visitor who accepted functional storage (otherwise the consent manager clears it).
    const consent = JSON.stringify({
      id: randomUUID(),
      version: CONSENT_VERSION,
      timestamp: new Date().toISOString(),
      categories: { essential: true, analytical: false, functional: true, marketing: false },
    })
    await context.addInitScript(
      ([value, consentKey, consentRecord]) => {
        localStorage.setItem(consentKey as string, consentRecord as string)
        if (value) localStorage.setItem('personalisation', JSON.stringify(value))
      },
      [stored, CONSENT_STORAGE_KEY, consent],
    )
    const page = await context.newPage()
    const bodies: Promise<Buffer>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body())
    })
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' })
    await page.waitForFunction(() => 'next' in window)
    // The on-demand parts are in once what they draw is on the page.
    for (const selector of shown) await page.locator(selector).waitFor({ state: 'attached' })
    await page.waitForLoadState('networkidle')
    return (await Promise.all(bodies)).map((body) => new Uint8Array(body))
  } finally {
    await browser.close()
  }
}
