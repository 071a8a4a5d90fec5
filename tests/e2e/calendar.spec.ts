/**
 * The forest calendar as its readers meet it: the current month open to everyone and the other months
 * closed to visitors and free members in the HTML and the React server payload alike; the three views
 * keeping the month and the categories; the wheel and the map leading to entries; Premium opening the
 * year and subscribing a calendar application to a private feed that stops when Premium ends; the
 * page in Dutch. The entries are the launch content, chosen from the current month in Paris.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { monthName, parisMonth } from '../../src/lib/calendar/months'
import { calendarPlaces } from '../../src/lib/calendar/places'
import { readCalendar } from '../../src/lib/seed/calendar-content'
import { AuthPage } from './pages/AuthPage'
import { expectNoSeriousAxeViolations } from './support/axe'
import {
  createConfirmedMember,
  setSubscriptionStatus,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

const PASSWORD = 'une-longue-phrase-de-passe'
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }
const month = parisMonth()
const entries = readCalendar()

/** An entry of this month with a place on the map, and a mushroom of this month. */
const nowEntry = entries.find((entry) => entry.months.includes(month) && entry.places.length > 0)
const nowMushroom = entries.find(
  (entry) => entry.category === 'mushroom' && entry.months.includes(month),
)
/** An entry that cannot be seen this month, and a month it belongs to. */
const laterEntry = entries.find((entry) => !entry.months.includes(month))
if (!nowEntry || !nowMushroom || !laterEntry)
  throw new Error(`the launch calendar lacks the entries this test needs for month ${month}`)
const laterMonth = laterEntry.months[0]!

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function signIn(page: Page, request: APIRequestContext, premium: boolean): Promise<number> {
  const email = uniqueAddress(premium ? 'premium' : 'member')
  const id = await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
  if (premium) await setSubscriptionStatus(request, id, 'active')
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  return id
}

/** What this browser's session receives for a page: its HTML, and its React server payload. */
async function fetchBoth(page: Page, path: string): Promise<{ html: string; rsc: string }> {
  const html = await page.request.get(path, { headers: sameOrigin })
  expect(html.status()).toBe(200)
  const rsc = await page.request.get(path, { headers: { ...sameOrigin, RSC: '1' } })
  expect(rsc.status()).toBe(200)
  return { html: await html.text(), rsc: await rsc.text() }
}

for (const role of ['visitor', 'member'] as const) {
  test(`a ${role} opens the current month and only its name of the others`, async ({
    page,
    request,
  }) => {
    if (role === 'member') await signIn(page, request, false)
    await page.goto('/calendrier-foret')
    await expect(
      page.getByRole('heading', { level: 1, name: `La forêt en ${monthName(month, 'fr')}` }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: nowEntry.texts.fr.name }).first()).toBeVisible()

    const other = await fetchBoth(page, `/calendrier-foret?mois=${laterMonth}`)
    for (const body of [other.html, other.rsc]) {
      expect(body).not.toContain(laterEntry.texts.fr.name)
      expect(body).not.toContain(laterEntry.texts.fr.summary.slice(0, 60))
    }
    await page.goto(`/calendrier-foret?mois=${laterMonth}`)
    await expect(
      page.getByRole('heading', { name: /est réservé aux membres Premium$/ }),
    ).toBeVisible()
    // The way to open it: an account for a visitor, Premium for a member.
    const unlock = role === 'visitor' ? 'Créer un compte gratuit' : 'Découvrir Premium'
    await expect(page.getByRole('main').getByRole('link', { name: unlock }).first()).toBeVisible()

    const detail = await fetchBoth(page, `/calendrier-foret/${laterEntry.slug}`)
    for (const body of [detail.html, detail.rsc])
      expect(body).not.toContain(laterEntry.texts.fr.lookFor.slice(0, 60))
    await page.goto(`/calendrier-foret/${laterEntry.slug}`)
    await expect(
      page.getByRole('heading', { name: 'Cette fiche n’est pas de saison' }),
    ).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // Another month's entry through the API answers as if it did not exist.
    const list = await page.request.get(
      `/api/calendar-entries?where[slug][equals]=${laterEntry.slug}`,
      { headers: sameOrigin },
    )
    expect(((await list.json()) as { totalDocs: number }).totalDocs).toBe(0)
  })
}

test('the views keep the month and the categories; the wheel and the map lead to entries', async ({
  page,
}) => {
  await page.goto('/calendrier-foret?categories=champignons')
  await page.getByRole('link', { name: 'Roue de l’année' }).click()
  await expect(page).toHaveURL(/vue=roue/)
  expect(new URL(page.url()).searchParams.get('categories')).toBe('champignons')
  const arc = page.getByRole('link', {
    name: new RegExp(`^${escape(nowMushroom.texts.fr.name)} : `),
  })
  await expect(arc).toHaveCount(1)
  // An arc is a thin stroke: opened from the keyboard, as the wheel promises.
  await arc.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/calendrier-foret/${nowMushroom.slug}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: nowMushroom.texts.fr.name }),
  ).toBeVisible()
  await expect(page.getByText(nowMushroom.texts.fr.safety!)).toBeVisible()
  await expect(page.getByText(nowMushroom.latinName!).first()).toBeVisible()
  // Its metadata: a social image and the breadcrumb back to the calendar.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.webp$/)
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join()
  expect(jsonLd).toContain('"BreadcrumbList"')
  expect(jsonLd).toContain('"name":"Calendrier de la forêt"')

  // The map's place, from the keyboard; then the same place from the list beside the map.
  const place = nowEntry.places[0]!
  const placeName = escape(calendarPlaces[place].name)
  await page.goto('/calendrier-foret?vue=carte')
  await page.getByRole('link', { name: new RegExp(`^${placeName} : `) }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`lieu=${place}`))
  const list = page.getByRole('navigation', { name: 'Les lieux' })
  await expect(list.getByRole('link', { name: new RegExp(`^${placeName}`) })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await expect(page.getByRole('link', { name: nowEntry.texts.fr.name }).first()).toBeVisible()
  await expectNoSeriousAxeViolations(page)
  await list.getByRole('link', { name: new RegExp(`^${placeName}`) }).click()
  await expect(page).not.toHaveURL(/lieu=/)
  await expect(page).toHaveURL(/vue=carte/)
})

test('Premium opens every month and subscribes a calendar app to a private feed', async ({
  page,
  request,
}) => {
  const id = await signIn(page, request, true)
  await page.goto(`/calendrier-foret?mois=${laterMonth}`)
  await expect(page.getByRole('link', { name: laterEntry.texts.fr.name }).first()).toBeVisible()
  await page.goto(`/calendrier-foret/${laterEntry.slug}`)
  await expect(page.getByText(laterEntry.texts.fr.lookFor)).toBeVisible()

  await page.goto('/membre#agenda')
  // The address takes a moment: held here, the button says it is working until the answer comes.
  let answer = () => {}
  const held = new Promise<void>((resolve) => (answer = resolve))
  await page.route(
    (url) => url.pathname === '/membre',
    async (route) => {
      if (route.request().method() === 'POST') await held
      await route.fallback()
    },
  )
  await page.getByRole('button', { name: 'Créer mon adresse d’abonnement' }).click()
  await expect(page.getByRole('button', { name: 'Création de l’adresse…' })).toBeDisabled()
  answer()
  const address = page.getByRole('textbox', { name: 'Adresse d’abonnement' })
  await expect(address).toHaveValue(/\/calendrier-foret\/flux\/[a-f0-9]{64}\.ics$/)
  await page.unrouteAll()
  const first = new URL(await address.inputValue()).pathname

  // « Copier » puts the address on the clipboard, and says so.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.getByRole('button', { name: 'Copier', exact: true }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Adresse copiée' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await address.inputValue())
  const feed = await request.get(first)
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/)
  const text = (await feed.text()).replaceAll('\r\n ', '')
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
  expect(text.match(/BEGIN:VEVENT/g)?.length ?? 0).toBeGreaterThanOrEqual(entries.length)
  expect(text).toContain(`/calendrier-foret/${laterEntry.slug}`)

  // A new address closes the old one at once.
  await page.getByRole('button', { name: 'Changer l’adresse d’abonnement' }).click()
  await expect(address).not.toHaveValue(new RegExp(escape(first)))
  const second = new URL(await address.inputValue()).pathname
  expect((await request.get(first)).status()).toBe(404)
  expect((await request.get(second)).status()).toBe(200)

  // Without Premium, the address opens nothing.
  await setSubscriptionStatus(request, id, 'free')
  expect((await request.get(second)).status()).toBe(404)
})

test('on a phone, the month’s first entries show on the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/calendrier-foret')
  const entry = page.getByRole('main').getByRole('article').first().getByRole('link')
  await expect(entry).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(entry).toBeInViewport({ ratio: 1 })
  // The categories wait under « Filtrer »; opened, they are the same links.
  await expect(page.getByRole('link', { name: 'Champignons' })).toBeHidden()
  await page.getByText('Filtrer', { exact: true }).click()
  await page.getByRole('link', { name: 'Champignons' }).click()
  await expect(page).toHaveURL(/categories=champignons/)
  // The twelve months are one row that scrolls sideways, each month a link the keyboard reaches.
  const months = page.getByRole('navigation', { name: 'Mois' }).getByRole('list')
  expect(await months.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true)
  await expect(months.getByRole('link')).toHaveCount(12)
  await expect(months.locator('[aria-current="true"]')).toBeInViewport()
})

test('choosing a place on the map opens its entries in view, never the top of the page', async ({
  page,
}) => {
  const place = nowEntry.places[0]!
  const placeName = escape(calendarPlaces[place].name)
  await page.goto('/calendrier-foret?vue=carte')
  const list = page.getByRole('navigation', { name: 'Les lieux' })
  const link = list.getByRole('link', { name: new RegExp(`^${placeName}`) })
  await link.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  const before = await page.evaluate(() => window.scrollY)
  await link.click()
  await expect(page).toHaveURL(new RegExp(`lieu=${place}`))
  await expect(link).toHaveAttribute('aria-current', 'true')
  // The link leads to the place's entries (#fiches-du-lieu), with scripts as without them.
  await expect(
    page.getByRole('heading', { name: `À ${calendarPlaces[place].name}` }),
  ).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  expect(before).toBeGreaterThan(0)
})

test('bad addresses fall back to the defaults or answer 404, never an error', async ({
  request,
}) => {
  const odd = await request.get(
    '/calendrier-foret?mois=13&vue=sphere&categories=licornes&lieu=paris',
  )
  expect(odd.status()).toBe(200)
  expect(await odd.text()).toContain('Calendrier de la forêt')
  expect((await request.get('/calendrier-foret/cette-fiche-n-existe-pas')).status()).toBe(404)
  expect((await request.get('/calendrier-foret/%E2%80%A8')).status()).toBe(404)
  expect((await request.get(`/calendrier-foret/flux/${'0'.repeat(64)}.ics`)).status()).toBe(404)
  expect((await request.get('/calendrier-foret/flux/pas-un-jeton.ics')).status()).toBe(404)
})

test('the sitemap lists the calendar and this month’s entries only', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/calendrier-foret</loc>')
  expect(sitemap).toContain(`/calendrier-foret/${nowEntry.slug}</loc>`)
  expect(sitemap).not.toMatch(new RegExp(`/calendrier-foret/${laterEntry.slug}[<?]`))
})

test('search finds this month’s entries, and not the others without Premium', async ({
  request,
}) => {
  type Answer = { results: { href: string; title: string }[] }
  const search = async (term: string) =>
    (await (
      await request.get(`/api/search?q=${encodeURIComponent(term)}&lang=fr`)
    ).json()) as Answer
  const found = await search(nowEntry.texts.fr.name)
  expect(found.results.map((result) => result.href)).toContain(`/calendrier-foret/${nowEntry.slug}`)
  const hidden = await search(laterEntry.texts.fr.name)
  expect(hidden.results.map((result) => result.href)).not.toContain(
    `/calendrier-foret/${laterEntry.slug}`,
  )
  expect(JSON.stringify(hidden)).not.toContain(laterEntry.texts.fr.summary.slice(0, 50))
})

test('the calendar in Dutch', async ({ page }) => {
  await page.goto('/calendrier-foret?lang=nl')
  await expect(
    page.getByRole('heading', { level: 1, name: `Het bos in ${monthName(month, 'nl')}` }),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByText('Boskalender', { exact: true }).first(),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
  await expect(page.getByRole('link', { name: nowEntry.texts.nl.name }).first()).toBeVisible()
  await page.getByRole('link', { name: nowEntry.texts.nl.name }).first().click()
  await expect(page.getByRole('heading', { level: 1, name: nowEntry.texts.nl.name })).toBeVisible()
  await expect(page).toHaveURL(/lang=nl/)
})

test('on a phone in Dutch: no serious accessibility violation, the sky table scrolls by keyboard', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/calendrier-foret?lang=nl')
  const sky = page.getByRole('group', {
    name: `De hemel boven Florac in ${monthName(month, 'nl')}`,
  })
  await expect(sky).toBeVisible()
  await expectNoSeriousAxeViolations(page, 'the calendar (nl, phone)')
  // Wider than the phone's screen in Dutch: focused, the arrow keys scroll it.
  expect(await sky.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  await sky.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => sky.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the views, months, categories and places are plain links that work', async ({ page }) => {
    await page.goto('/calendrier-foret')
    await expect(page.getByRole('link', { name: nowEntry.texts.fr.name }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Champignons' }).first().click()
    await expect(page).toHaveURL(/categories=champignons/)
    await expect(page.getByRole('link', { name: nowMushroom.texts.fr.name }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Carte' }).click()
    await expect(page).toHaveURL(/vue=carte/)
    expect(new URL(page.url()).searchParams.get('categories')).toBe('champignons')
    await page
      .getByRole('link', { name: new RegExp(`^${monthName(laterMonth, 'fr', true)}(,|$)`) })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`mois=${laterMonth}`))
    await expect(
      page.getByRole('heading', { name: /est réservé aux membres Premium$/ }),
    ).toBeVisible()
  })

  test('a place chosen on the map opens the new page at its entries, not at the top', async ({
    page,
  }) => {
    const place = nowEntry.places[0]!
    await page.goto('/calendrier-foret?vue=carte')
    await page
      .getByRole('navigation', { name: 'Les lieux' })
      .getByRole('link', { name: new RegExp(`^${escape(calendarPlaces[place].name)}`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`lieu=${place}.*#fiches-du-lieu$`))
    const heading = page.getByRole('heading', { name: `À ${calendarPlaces[place].name}` })
    await expect(heading).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: nowEntry.texts.fr.name }).first()).toBeInViewport()
  })
})
