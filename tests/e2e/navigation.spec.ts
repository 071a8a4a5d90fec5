/**
 * Pages are rendered whole on the server: a visitor without script reads them, redirects are real HTTP
 * redirects and missing pages real 404s. Moving between pages with script shows the loading indicator
 * (docs/behaviour.md › Header, footer and floating elements) until the next page is there.
 */
import { expect, test, type Page } from '@playwright/test'

test('the member area sends a visitor to sign in with a real HTTP redirect', async ({
  request,
}) => {
  const response = await request.get('/membre', { maxRedirects: 0 })
  expect(response.status()).toBe(307)
  expect(response.headers()['location']).toBe('/auth?redirect=%2Fmembre')
})

test('a missing article answers 404 from the server, not a page that says so after streaming', async ({
  request,
}) => {
  const response = await request.get('/articles/ce-sentier-n-existe-pas')
  expect(response.status()).toBe(404)
})

test('pages show their content to a reader without script', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  try {
    await page.goto('/contact')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('textbox', { name: /^Email/ })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Envoyer' })).toBeVisible()

    await page.goto('/articles?lang=de')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('main article').first()).toBeVisible()
    // No spinner stands in for the page.
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0)
  } finally {
    await context.close()
  }
})

/** Holds the page's requests that `matches` until the returned function is called. */
async function holdWhere(page: Page, matches: (url: URL) => boolean): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(matches, async (route) => {
    await released
    await route.continue()
  })
  return release
}

test('a link to another page shows the loading indicator until the page arrives', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.locator('[role="status"][data-listening]')).toBeAttached()
  // The next page takes a while to come from the server.
  const release = await holdWhere(page, (url) => url.pathname === '/contact')
  // Clicked and watched from the page itself: Playwright's own clicks and queries wait for the held
  // page to arrive, while the leaving page goes on showing the indicator.
  const seen = await page.evaluate(async () => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('footer a')].find(
      (anchor) => anchor.textContent?.trim() === 'Contact',
    )
    link?.click()
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const status = [...document.querySelectorAll<HTMLElement>('[role="status"]')].find(
        (element) => !element.hidden && element.textContent?.includes('Chargement'),
      )
      if (status) return { text: status.textContent, path: window.location.pathname }
    }
    return null
  })
  expect(seen).toEqual({ text: 'Chargement…', path: '/' })

  release()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact')
  await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0)
})

test('a page prepared in the browser shows the indicator too, in the reader’s language', async ({
  page,
}) => {
  // The library's cards navigate in the browser: the next page's server data (React Server
  // Components payload, `_rsc`) is what the reader waits for.
  const release = await holdWhere(page, (url) => url.searchParams.has('_rsc'))
  await page.goto('/articles?lang=de')
  await expect(page.locator('[role="status"][data-listening]')).toBeAttached()
  const card = page.locator('main article').first()
  const title = (await card.getByRole('heading').first().textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  await card.getByRole('link').first().click()
  const indicator = page.getByRole('status').filter({ hasText: 'Wird geladen' })
  await expect(indicator).toBeVisible()

  release()
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+\?lang=de$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(indicator).toHaveCount(0)
})

test('a link a script takes over (« Gérer les cookies ») opens its dialog without the indicator', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto('/')
  await expect(page.locator('[role="status"][data-listening]')).toBeAttached()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Gérer les cookies' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // The page's clock well past the indicator's 150 ms: nothing is loading, so nothing says so.
  await page.clock.fastForward(600)
  await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0)
  await expect(page).toHaveURL(/\/$/)
})

test('the site’s links move in the browser, fetch ahead on intent, and leave new tabs to it', async ({
  page,
  context,
}) => {
  await page.clock.install()
  await page.goto('/articles')
  await expect(page.locator('[role="status"][data-listening]')).toBeAttached()
  const rsc: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) rsc.push(url.pathname)
  })
  const link = page.locator('main article').first().getByRole('link').first()
  const path = new URL((await link.getAttribute('href'))!, 'http://site').pathname
  // Links are plain anchors in the page (they work without script); none is fetched ahead for being
  // in view, whatever the page's timers do meanwhile.
  await page.clock.fastForward(500)
  expect(rsc).toEqual([])

  // The pointer resting on one fetches that page's data ahead.
  await link.hover()
  await expect.poll(() => rsc).toContain(path)

  // A click with a modifier is the browser's: a new tab, this page stays.
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ])
  await expect(tab).toHaveURL(new RegExp(`${path}$`))
  await tab.close()
  await expect(page).toHaveURL(/\/articles$/)

  // A plain click moves in this document: what the page set is still there after the move.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
})

test.describe('the sticky header', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('never covers what the browser scrolls to: a test page’s breadcrumb stays below it', async ({
    page,
  }) => {
    await page.goto('/tests-personnalite/quel-arbre-des-cevennes-etes-vous')
    const breadcrumb = page.getByRole('navigation', { name: 'Fil d’Ariane' })
    await expect(breadcrumb).toBeVisible()
    // What the router does after a step's answer: the page's start scrolled into view.
    const [top, headerBottom] = await page.evaluate(() => {
      document.documentElement.style.scrollBehavior = 'auto'
      window.scrollTo(0, document.documentElement.scrollHeight)
      const nav = document.querySelector('nav[aria-label="Fil d’Ariane"]')
      nav?.scrollIntoView()
      const header = document.querySelector('header')
      return [nav?.getBoundingClientRect().top ?? 0, header?.getBoundingClientRect().bottom ?? 0]
    })
    expect(headerBottom).toBeGreaterThan(0)
    expect(top).toBeGreaterThanOrEqual(headerBottom)
  })
})

test.describe('on a phone, drawn labels', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the year wheel’s month names read at 11 px or more', async ({ page }) => {
    await page.goto('/calendrier-foret?vue=roue')
    const months = page.locator('.year-wheel svg a:not(.wheel-link) text')
    await expect(months).toHaveCount(12)
    const heights = await months.evaluateAll((texts) =>
      texts.map((text) => {
        const svg = text.closest('svg') as SVGSVGElement
        // Rendered size = font size in the drawing × the drawing's scale on screen.
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width
        return parseFloat(getComputedStyle(text).fontSize) * scale
      }),
    )
    for (const height of heights) expect(height).toBeGreaterThanOrEqual(11)
  })
})
