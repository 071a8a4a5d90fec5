/**
 * The rendered-page cache of the production server (server/page-cache.ts, docs/performance.md):
 * members' pages never reach a visitor and the other way round, members share a page with their
 * audience only, the cached page runs its scripts under a policy of hashes, and a change by staff is
 * visible at once.
 */
import { randomUUID } from 'node:crypto'

import {
  expect,
  request as requests,
  test,
  type APIRequestContext,
  type Browser,
} from '@playwright/test'

import { AuthPage } from './pages/AuthPage'
import { SiteChrome } from './pages/SiteChrome'
import {
  adminToken,
  createConfirmedMember,
  setSubscriptionStatus,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'
import { bodyPhrase, launchLibrary } from './support/library'
import { e2eServer } from './support/server'

const clientIp = uniqueClientIp()
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': clientIp } })

const PASSWORD = 'une-longue-phrase-de-passe'
const CACHE = 'x-sylva-page-cache'
const PREMIUM_ARTICLE = '/articles/mont-lozere-granite-et-tourbieres'
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

/** A visitor: a request context of its own that never signs in, so it never holds a cookie. */
let visitor: APIRequestContext
test.beforeAll(async () => {
  visitor = await requests.newContext({
    baseURL: e2eServer().baseURL,
    // A browser's navigation accepts HTML: a page not yet known is rendered for the cache at once.
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp, Accept: 'text/html' },
  })
})
test.afterAll(async () => {
  await visitor.dispose()
})

async function asVisitor(path: string) {
  const response = await visitor.get(path)
  expect(response.status()).toBe(200)
  // (It may hold the consent choice, as a real visitor does; never a session.)
  const cookies = (await visitor.storageState()).cookies.map((cookie) => cookie.name)
  expect(cookies).not.toContain('sylva-token')
  return { headers: response.headers(), html: await response.text() }
}

test('a premium member’s page never reaches visitors, and a visitor’s page never reaches a member', async ({
  page,
  request,
}) => {
  const phrase = bodyPhrase('articles', 'mont-lozere-granite-et-tourbieres')
  const email = uniqueAddress('cache')
  const id = await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
  await setSubscriptionStatus(request, id, 'active')
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)

  // The member reads the article first, several times: their own page, never a public one. The
  // first render of a page after a start is for the account; it teaches the server that the page is
  // shared by audience (docs/decisions/0030-pages-declare-their-caching.md).
  for (let i = 0; i < 3; i++) {
    const mine = await page.request.get(PREMIUM_ARTICLE, { headers: sameOrigin })
    expect(await mine.text()).toContain(phrase)
    expect(mine.headers()['cache-control']).toMatch(/^private, no/)
    if (i > 0) expect(mine.headers()['cache-control']).toBe('private, no-store')
  }

  // A visitor then gets the visitor's page, from the cache the second time, without the text.
  const first = await asVisitor(PREMIUM_ARTICLE)
  const second = await asVisitor(PREMIUM_ARTICLE)
  expect(second.headers[CACHE]).toBe('HIT')
  for (const answer of [first, second]) {
    expect(answer.html).not.toContain(phrase)
    expect(answer.html).toContain('Premium')
    expect(answer.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
    expect(answer.headers.vary).toContain('Cookie')
  }
  // Next's client navigation asks the same address for its server payload: never the cached page.
  const payload = await visitor.get(PREMIUM_ARTICLE, { headers: { RSC: '1' } })
  expect(payload.headers()[CACHE]).toBeUndefined()
  expect(payload.headers()['content-type']).toContain('text/x-component')
  expect(await payload.text()).not.toContain(phrase)

  // With the visitor's copy in the cache, the member still gets their own page.
  const again = await page.request.get(PREMIUM_ARTICLE, { headers: sameOrigin })
  expect(again.headers()[CACHE]).toBe('HIT')
  expect(await again.text()).toContain(phrase)
  // Headers a visitor makes up give them neither a member's audience nor a member's page.
  const forged = await visitor.get(PREMIUM_ARTICLE, {
    headers: { 'x-sylva-shared-render': '1', 'x-sylva-audience': randomUUID() },
  })
  expect(await forged.text()).not.toContain(phrase)

  // In the browser too: the member's page shows the text, and so after a reload.
  await page.goto(PREMIUM_ARTICLE)
  await expect(page.getByText(phrase).first()).toBeVisible()
})

/** A member signed in through the form in a browser context of their own. */
async function signedInMember(
  browser: Browser,
  request: APIRequestContext,
  status: 'active' | 'free',
  personalisation?: Record<string, unknown>,
) {
  const email = uniqueAddress('audience')
  const id = await createConfirmedMember(request, {
    email,
    password: PASSWORD,
    displayName: 'Aude',
  })
  await setSubscriptionStatus(request, id, status)
  if (personalisation) {
    const saved = await request.patch(`/api/members/${id}`, {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: { personalisation },
    })
    expect(saved.status()).toBe(200)
  }
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': clientIp },
  })
  const page = await context.newPage()
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  const read = async (path: string) => {
    const response = await page.request.get(path, { headers: sameOrigin })
    expect(response.status()).toBe(200)
    return { headers: response.headers(), html: await response.text() }
  }
  return { id, email, page, context, read }
}

test('members share a reading page with their audience only, and nothing personal is in it', async ({
  browser,
  request,
}) => {
  // A page no other test reads as a member: its first reading here is a render.
  const path = `${PREMIUM_ARTICLE}?lang=es`
  const phrase = bodyPhrase('articles', 'mont-lozere-granite-et-tourbieres', 'es')
  const ana = await signedInMember(browser, request, 'active')
  const bruno = await signedInMember(browser, request, 'active')
  const chloe = await signedInMember(browser, request, 'free')
  const dora = await signedInMember(browser, request, 'active', { fontFamily: 'atkinson' })
  try {
    // A visitor's reading of the page teaches the server its declaration (shared by audience).
    await asVisitor(PREMIUM_ARTICLE)
    const first = await ana.read(path)
    expect(first.headers[CACHE]).toBe('MISS')
    expect(first.html).toContain(phrase)
    // Another Premium member with the site's theme: the same page, without a render.
    const shared = await bruno.read(path)
    expect(shared.headers[CACHE]).toBe('HIT')
    expect(shared.headers['cache-control']).toBe('private, no-store')
    expect(shared.html).toContain(phrase)
    // No member's address, in the page or its payload.
    for (const member of [ana, bruno, chloe, dora]) expect(shared.html).not.toContain(member.email)

    // A free member is another audience: the paywall, never the Premium text.
    const free = await chloe.read(path)
    expect(free.headers[CACHE]).toBe('MISS')
    expect(free.html).not.toContain(phrase)
    expect(free.html).toContain('Premium')
    // A member with their own theme is another audience: their font, in the server's HTML.
    const themed = await dora.read(path)
    expect(themed.headers[CACHE]).toBe('MISS')
    expect(themed.html).toContain(phrase)
    expect(themed.html).toMatch(/<html[^>]* data-font="atkinson"/)
    expect(shared.html).not.toMatch(/<html[^>]* data-font="atkinson"/)
    // A visitor gets neither.
    expect((await asVisitor(path)).html).not.toContain(phrase)

    // Chloé subscribes: her next page is her new audience's, with the text.
    await setSubscriptionStatus(request, chloe.id, 'active')
    const upgraded = await chloe.read(path)
    expect(upgraded.headers[CACHE]).toBe('HIT')
    expect(upgraded.html).toContain(phrase)

    // A link followed from another site (the morning e-mail, a search engine): still signed in.
    const fromElsewhere = {
      'Sec-Fetch-Site': 'cross-site',
      'Sec-Fetch-Mode': 'navigate',
      'Sec-Fetch-Dest': 'document',
    }
    const area = await ana.page.request.get('/membre', { headers: fromElsewhere, maxRedirects: 0 })
    expect(area.status()).toBe(200)
    const linked = await ana.page.request.get(path, { headers: fromElsewhere })
    expect(linked.headers()[CACHE]).toBe('HIT')
    expect(await linked.text()).toContain(phrase)
    // A form posted from another site carries its origin: no session for it.
    const posted = await ana.page.request.get('/membre', {
      headers: { ...fromElsewhere, Origin: 'https://ailleurs.example' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(307)

    // The feedback dialog asks for the address it shows: the account's own.
    const feedback = await bruno.page.request.get('/api/feedback', { headers: sameOrigin })
    expect(await feedback.json()).toEqual({ email: bruno.email })
    expect(feedback.headers()['cache-control']).toContain('no-store')
  } finally {
    await Promise.all([ana, bruno, chloe, dora].map((member) => member.context.close()))
  }
})

test('a cached page runs Next’s own scripts under a policy of hashes, without a nonce', async ({
  browser,
}) => {
  const path = '/articles/chataigneraies-cevenoles?lang=de'
  await asVisitor(path)
  const cached = await asVisitor(path)
  expect(cached.headers[CACHE]).toBe('HIT')
  const policy = cached.headers['content-security-policy']!
  const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!
  expect(scriptSources).not.toContain('nonce-')
  expect(scriptSources).not.toContain('unsafe-inline')
  expect(scriptSources).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/)
  expect(cached.html).not.toMatch(/nonce="/)
  expect(cached.html).toContain('lang="de"')
  // The page as Next wrote it: its bundles in its own tags, its page data in its own scripts.
  expect(cached.html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
  expect(cached.html).toContain('self.__next_f.push(')

  const context = await browser.newContext()
  const page = await context.newPage()
  const refused: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text())
  })
  page.on('pageerror', (error) => refused.push(error.message))
  const response = await page.goto(path)
  expect(response?.headers()[CACHE]).toBe('HIT')
  // The page is alive: the search overlay opens from the keyboard (a script had to run for it).
  const german = launchLibrary().find((entry) => entry.slug === 'chataigneraies-cevenoles')!
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(german.texts.de.title)
  await new SiteChrome(page).openSearch()
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeVisible()
  expect(refused).toEqual([])
  await context.close()
})

test('a change by staff drops at once the pages that show it, in every language, and only those', async ({
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await request.get('/api/articles?where[slug][equals]=chataigneraies-cevenoles', {
    headers,
  })
  const article = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  const french = launchLibrary().find((entry) => entry.slug === 'chataigneraies-cevenoles')!.texts
  const other = launchLibrary().find(
    (entry) => entry.type === 'articles' && entry.slug !== 'chataigneraies-cevenoles',
  )!
  // The article's own page (lists are paged: other tests may publish newer articles before it).
  const page = '/articles/chataigneraies-cevenoles'
  const dutchPage = `${page}?lang=nl`
  // Pages that do not show the article: another article, the videos, a legal page.
  const unrelated = [`/articles/${other.slug}`, '/videos', '/cgu']
  for (const path of [page, dutchPage, '/articles', ...unrelated]) await asVisitor(path)
  expect((await asVisitor(page)).headers[CACHE]).toBe('HIT')
  const dutch = await asVisitor(dutchPage)
  expect(dutch.headers[CACHE]).toBe('HIT')
  expect(dutch.html).toContain('lang="nl"')
  expect(dutch.html).toContain(french.nl.title.replace(/'/g, '&#x27;'))
  expect(dutch.html).not.toContain(french.fr.title.replace(/'/g, '&#x27;'))
  // A stored page names what it was rendered from, for a CDN in front to purge.
  expect(dutch.headers['cache-tag']).toContain(`articles:slug:chataigneraies-cevenoles`)

  const renamed = await request.patch(`/api/articles/${article.id}?locale=fr`, {
    headers,
    data: { title: 'Châtaigneraies : titre changé à l’instant', _status: 'published' },
  })
  expect(renamed.status()).toBe(200)
  try {
    const changed = await asVisitor(page)
    expect(changed.headers[CACHE]).toBe('MISS')
    expect(changed.html).toContain('Châtaigneraies : titre changé à l’instant')
    // Its other language and the list that shows it go too; the rest stays.
    expect((await asVisitor(dutchPage)).headers[CACHE]).toBe('MISS')
    expect((await asVisitor('/articles')).headers[CACHE]).toBe('MISS')
    for (const path of unrelated) expect((await asVisitor(path)).headers[CACHE], path).toBe('HIT')
  } finally {
    const restored = await request.patch(`/api/articles/${article.id}?locale=fr`, {
      headers,
      data: { title: french.fr.title, _status: 'published' },
    })
    expect(restored.status()).toBe(200)
  }
  expect((await asVisitor(page)).html).not.toContain('titre changé à l’instant')
})
