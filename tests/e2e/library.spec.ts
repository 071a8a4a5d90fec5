/**
 * The library as its viewers meet it (issue "content library"): for each gated type, the HTML, the
 * React server payload and the media file of premium content reach only premium members and staff;
 * teasers and the right call to action for the others; formations with progress; German pages; a change
 * published by staff shows on the site at once.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { AdminLoginPage } from './pages/AdminLoginPage'
import { SiteChrome } from './pages/SiteChrome'
import { AuthPage } from './pages/AuthPage'
import { expectNoSeriousAxeViolations } from './support/axe'
import { bodyPhrase, launchLibrary } from './support/library'
import { e2eServer, seededAdminLogin } from './support/server'
import {
  adminToken,
  createConfirmedMember,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

const PASSWORD = 'une-longue-phrase-de-passe'
const library = launchLibrary()

/** A browser sends this on every request it makes to the site itself; Payload's CSRF check reads it. */
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }

/** One document of each type and level, and where it lives. */
const gated = [
  {
    type: 'articles',
    slug: 'mont-lozere-granite-et-tourbieres',
    path: '/articles',
    access: 'premium',
  },
  { type: 'articles', slug: 'respirer-avec-les-arbres', path: '/articles', access: 'members' },
  { type: 'videos', slug: 'meditation-hetraie-aigoual', path: '/videos', access: 'premium' },
  { type: 'routines', slug: 'carnet-de-foret', path: '/conseils', access: 'premium' },
  { type: 'discoveries', slug: 'les-camisards', path: '/decouvertes', access: 'premium' },
  { type: 'formations', slug: 'respirer-avec-la-foret', path: '/formations', access: 'premium' },
] as const

type Role = 'visitor' | 'member' | 'premium'

async function signIn(page: Page, request: APIRequestContext, role: Exclude<Role, 'visitor'>) {
  const email = uniqueAddress(role)
  const id = await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
  if (role === 'premium') {
    const changed = await request.patch(`/api/members/${id}`, {
      headers: { Authorization: `JWT ${await adminToken(request)}` },
      data: { subscriptionStatus: 'active', subscriptionTier: 'Mensuel' },
    })
    expect(changed.status()).toBe(200)
  }
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
}

/** What this browser's session receives for a page: its HTML, and its React server payload. */
async function fetchBoth(page: Page, path: string): Promise<{ html: string; rsc: string }> {
  const html = await page.request.get(path, { headers: sameOrigin })
  expect(html.status()).toBe(200)
  const rsc = await page.request.get(path, { headers: { ...sameOrigin, RSC: '1' } })
  expect(rsc.status()).toBe(200)
  return { html: await html.text(), rsc: await rsc.text() }
}

for (const role of ['visitor', 'member', 'premium'] as const) {
  test(`gating for a ${role}: HTML, server payload and files`, async ({ page, request }) => {
    if (role !== 'visitor') await signIn(page, request, role)
    for (const item of gated) {
      const allowed = item.access === 'members' ? role !== 'visitor' : role === 'premium'
      const phrase = bodyPhrase(item.type, item.slug)
      expect(phrase.length).toBeGreaterThan(30)
      const { html, rsc } = await fetchBoth(page, `${item.path}/${item.slug}`)
      expect(html.includes(phrase), `${role} HTML ${item.slug}`).toBe(allowed)
      expect(rsc.includes(phrase), `${role} RSC ${item.slug}`).toBe(allowed)
      expect(html).toContain(`"isAccessibleForFree":false`)
    }
    const premiumClip = await page.request.get('/media/videos/meditation-hetraie-aigoual', {
      headers: { ...sameOrigin, Range: 'bytes=0-1023' },
    })
    expect(premiumClip.status()).toBe(role === 'premium' ? 206 : 403)
    const moduleAudio = await page.request.get(
      '/media/formations/respirer-avec-la-foret/observer-son-souffle/media',
      { headers: sameOrigin },
    )
    expect(moduleAudio.status()).toBe(role === 'premium' ? 200 : 403)
    // Payload's own address of the files is closed to every member.
    const direct = await page.request.get('/api/library-files?limit=1', { headers: sameOrigin })
    expect(direct.status()).toBe(403)
  })
}

test('a visitor sees teasers with the right calls to action, and free content in full', async ({
  page,
}) => {
  await page.goto('/articles')
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
  const premiumCard = page.getByRole('article').filter({ hasText: 'Mont Lozère' })
  await expect(premiumCard.getByText('Premium')).toBeVisible()
  await premiumCard.getByRole('link').click()
  await expect(page).toHaveURL(/\/articles\/mont-lozere-granite-et-tourbieres$/)
  await expect(
    page.getByRole('heading', { name: 'La suite est réservée aux abonnés Premium' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Découvrir Premium' })).toHaveAttribute(
    'href',
    '/abonnement',
  )
  await expect(
    page.getByRole('link', { name: 'Se connecter', exact: true }).last(),
  ).toHaveAttribute('href', '/auth?redirect=%2Farticles%2Fmont-lozere-granite-et-tourbieres')

  await page.goto('/articles/respirer-avec-les-arbres')
  await expect(
    page.getByRole('heading', { name: 'La suite est réservée aux membres' }),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Créer un compte gratuit' })).toBeVisible()

  await page.goto('/articles/bain-de-foret-premiers-pas')
  await expect(page.getByText(bodyPhrase('articles', 'bain-de-foret-premiers-pas'))).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.goto('/articles?categorie=nature')
  await expect(page.getByRole('link', { name: 'Nature', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(page.getByRole('article').first()).toBeVisible()
})

test('a launch video plays a stand-in clip: the page says « aperçu », not where it was filmed nor how long it runs', async ({
  page,
}) => {
  await page.goto('/videos/respiration-sous-les-chenes')
  const main = page.getByRole('main')
  await expect(main.getByText('Aperçu : vidéo provisoire')).toBeVisible()
  await expect(main.locator('video')).toBeVisible()
  await expect(page.getByText(bodyPhrase('videos', 'respiration-sous-les-chenes'))).toBeVisible()
  await expect(main).not.toContainText('filmée')
  // The running time is not among the page's facts (the outline below keeps its planned steps).
  await expect(main.locator('article > header')).toContainText('Vidéo')
  await expect(main.locator('article > header')).not.toContainText(/\d\s*min/)

  await page.goto('/videos/respiration-sous-les-chenes?lang=en')
  await expect(page.getByRole('main').getByText('Preview: placeholder video')).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText('filmed')
})

test('a free member is offered Premium on premium content, and reads members-only content', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'member')
  await page.goto('/videos/meditation-hetraie-aigoual')
  await expect(
    page.getByRole('heading', { name: 'La suite est réservée aux abonnés Premium' }),
  ).toBeVisible()
  await expect(page.locator('video')).toHaveCount(0)
  await page.goto('/videos/marche-lente-chataigneraie')
  const video = page.locator('video')
  await expect(video.locator('source')).toHaveAttribute(
    'src',
    '/media/videos/marche-lente-chataigneraie',
  )
  await expect(video.locator('track[srclang="fr"]')).toHaveAttribute('default', '')
  const captions = await page.request.get('/media/videos/marche-lente-chataigneraie/captions/fr', {
    headers: sameOrigin,
  })
  expect(captions.status()).toBe(200)
  expect(await captions.text()).toMatch(/^WEBVTT/)
})

test('media files: ranges, bad ranges and unknown addresses', async ({ request }) => {
  const path = '/media/videos/ecoute-du-ruisseau'
  const whole = await request.get(path)
  expect(whole.status()).toBe(200)
  expect(whole.headers()['accept-ranges']).toBe('bytes')
  expect(whole.headers()['content-type']).toBe('video/mp4')
  const size = (await whole.body()).length
  expect(size).toBeGreaterThan(10_000)

  const part = await request.get(path, { headers: { Range: 'bytes=100-199' } })
  expect(part.status()).toBe(206)
  expect(part.headers()['content-range']).toBe(`bytes 100-199/${size}`)
  expect((await part.body()).length).toBe(100)
  expect(Buffer.compare(await part.body(), (await whole.body()).subarray(100, 200))).toBe(0)

  const tail = await request.get(path, { headers: { Range: 'bytes=-50' } })
  expect(tail.status()).toBe(206)
  expect((await tail.body()).length).toBe(50)

  const beyond = await request.get(path, { headers: { Range: `bytes=${size + 10}-` } })
  expect(beyond.status()).toBe(416)
  expect(beyond.headers()['content-range']).toBe(`bytes */${size}`)

  for (const malformed of ['bytes=abc', 'bytes=5-1', 'bytes=0-1,4-5', 'lines=1-2']) {
    const answer = await request.get(path, { headers: { Range: malformed } })
    expect(answer.status(), malformed).toBe(200)
  }
  for (const unknown of [
    '/media/videos/nulle-part',
    '/media/videos/ecoute-du-ruisseau/captions/xx',
    '/media/formations/initiation-sylvotherapie/inconnu/media',
    '/media/formations/initiation-sylvotherapie/observer-son-souffle/media',
    '/media/autre/chose',
  ]) {
    expect((await request.get(unknown)).status(), unknown).toBe(404)
  }
})

test('unknown slugs and module ids answer 404', async ({ request }) => {
  for (const path of [
    '/articles/nulle-part',
    '/videos/nulle-part',
    '/conseils/nulle-part',
    '/formations/nulle-part',
    '/formations/initiation-sylvotherapie/module/inconnu',
    // A module of another formation.
    '/formations/initiation-sylvotherapie/module/observer-son-souffle',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('a member follows a formation: modules, mark as done, progress and resume', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'member')
  await page.goto('/formations/initiation-sylvotherapie')
  await expect(page.getByRole('heading', { name: 'Programme' })).toBeVisible()
  await page.getByRole('link', { name: 'Commencer la formation' }).click()
  await expect(page).toHaveURL(/\/formations\/initiation-sylvotherapie\/module\/ralentir$/)
  await expect(page.getByText('Module 1 sur 5')).toBeVisible()
  await page.getByRole('button', { name: 'Marquer comme terminé' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Module terminé' })).toBeVisible()
  await page.getByRole('link', { name: /Module suivant/ }).click()
  await expect(page.getByText('Module 2 sur 5')).toBeVisible()
  // An audio module gets the audio player, fed by the checking media route.
  await expect(page.getByText('Écouter la séance')).toBeVisible()
  await expect(page.locator('audio source')).toHaveAttribute(
    'src',
    '/media/formations/initiation-sylvotherapie/les-cinq-sens/media',
  )
  await expect(page.locator('video')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Télécharger la fiche pratique' })).toBeVisible()
  const sheet = await page.request.get(
    '/media/formations/initiation-sylvotherapie/les-cinq-sens/resource',
    { headers: sameOrigin },
  )
  expect(sheet.status()).toBe(200)
  expect(sheet.headers()['content-disposition']).toContain('attachment')

  await page.goto('/formations/initiation-sylvotherapie')
  await expect(page.getByText('1 sur 5 modules terminés')).toBeVisible()
  await expect(page.getByRole('link', { name: /Reprendre : / })).toHaveAttribute(
    'href',
    '/formations/initiation-sylvotherapie/module/les-cinq-sens',
  )
  await page.goto('/membre')
  const progress = page.getByRole('region', { name: 'Mes formations' })
  await expect(progress.getByText('1 sur 5 modules terminés')).toBeVisible()
})

test('German pages: lists, teasers and module pages in German', async ({ page }) => {
  await page.goto('/articles?lang=de')
  await expect(page.getByRole('heading', { level: 1, name: 'Artikel' })).toBeVisible()
  const german = library.find((entry) => entry.slug === 'chataigneraies-cevenoles')!.texts.de.title
  await page.getByRole('link', { name: german }).click()
  await expect(page).toHaveURL(/\/articles\/chataigneraies-cevenoles\?lang=de$/)
  await expect(page.getByRole('heading', { level: 1, name: german })).toBeVisible()
  await page.goto('/formations/respirer-avec-la-foret/module/souffle-du-soir?lang=de')
  await expect(
    page.getByRole('heading', { name: 'Der Rest ist Premium-Abonnenten vorbehalten' }),
  ).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('a change published by staff shows on the site at once; unpublished, the page is gone', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get('/api/routines?where[slug][equals]=ecouter-dix-sons&depth=0', {
    headers,
  })
  const id = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!.id
  await page.goto('/conseils/ecouter-dix-sons')
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Dix sons, une minute')

  const renamed = await request.patch(`/api/routines/${id}?locale=fr`, {
    headers,
    data: { title: 'Dix sons, une minute', _status: 'published' },
  })
  expect(renamed.status()).toBe(200)
  await page.goto('/conseils/ecouter-dix-sons')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dix sons, une minute')
  await page.goto('/routines')
  await expect(page.getByRole('link', { name: 'Dix sons, une minute' })).toBeVisible()

  const draft = await request.patch(`/api/routines/${id}?locale=fr&draft=true`, {
    headers,
    data: { title: 'Brouillon invisible' },
  })
  expect(draft.status()).toBe(200)
  await page.goto('/conseils/ecouter-dix-sons')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dix sons, une minute')

  const unpublished = await request.patch(`/api/routines/${id}`, {
    headers,
    data: { _status: 'draft' },
  })
  expect(unpublished.status()).toBe(200)
  expect((await request.get('/conseils/ecouter-dix-sons')).status()).toBe(404)
  const republished = await request.patch(`/api/routines/${id}?locale=fr`, {
    headers,
    data: { title: 'Écouter dix sons', _status: 'published' },
  })
  expect(republished.status()).toBe(200)
})

test('sitemap and feed list the library without any gated text', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/articles/mont-lozere-granite-et-tourbieres')
  expect(sitemap).toContain('/formations/initiation-sylvotherapie/module/ralentir')
  const feed = await request.get('/feed.xml')
  expect(feed.headers()['content-type']).toContain('application/rss+xml')
  const xml = await feed.text()
  expect(xml).toContain('<item>')
  expect(xml).toContain(bodyPhrase('articles', 'marcher-au-rythme-des-saisons'))
  for (const item of gated) expect(xml).not.toContain(bodyPhrase(item.type, item.slug))
})

test('staff preview a draft live in the admin; nobody else can enter draft mode', async ({
  page,
  request,
}) => {
  expect((await request.get('/api/preview?path=/articles/les-cledes')).status()).toBe(403)

  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}` }
  const found = await request.get(
    '/api/articles?where[slug][equals]=chataigneraies-cevenoles&depth=0',
    { headers },
  )
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  const { email, password } = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(email, password)
  await login.expectDashboard()

  await page.goto(`/admin/collections/articles/${id}`)
  await page.getByRole('button', { name: 'Aperçu', exact: true }).click()
  const preview = page.frameLocator('iframe')
  await expect(preview.getByTestId('preview-banner')).toBeVisible()
  const published = library.find((entry) => entry.slug === 'chataigneraies-cevenoles')!.texts.fr
    .title
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(published)

  await page
    .getByRole('textbox', { name: /^Titre \*/ })
    .fill('Châtaigneraies : la version en cours')
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click()
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Châtaigneraies : la version en cours',
  )
  // The public page still shows the published version.
  const visitor = await (await request.get('/articles/chataigneraies-cevenoles')).text()
  expect(visitor).toContain(published.replace(/'/g, '&#x27;'))
  expect(visitor).not.toContain('la version en cours')
})

test('search finds library content by title and excerpt, accent-insensitive, with locks and no body', async ({
  page,
  request,
}) => {
  const answer = await request.get('/api/search?q=tourbieres&lang=fr')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['cache-control']).toContain('no-store')
  const body = (await answer.json()) as {
    results: { href: string; title: string; isLocked: boolean; access: string }[]
  }
  const lozere = body.results.find(
    (result) => result.href === '/articles/mont-lozere-granite-et-tourbieres',
  )
  expect(lozere).toMatchObject({ isLocked: true, access: 'premium' })
  expect(JSON.stringify(body)).not.toContain(
    bodyPhrase('articles', 'mont-lozere-granite-et-tourbieres'),
  )
  // A word that appears only in a body finds nothing: bodies are not searched.
  const phrase = bodyPhrase('articles', 'mont-lozere-granite-et-tourbieres')
  const hidden = (await (
    await request.get(`/api/search?q=${encodeURIComponent(phrase)}`)
  ).json()) as {
    results: unknown[]
  }
  expect(hidden.results).toEqual([])

  await page.goto('/')
  await new SiteChrome(page).openSearch()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('combobox').fill('chataigneraies')
  // By the start of its name: other results (a calendar entry of the month) may quote the title.
  const option = dialog.getByRole('option', { name: /^Les châtaigneraies cévenoles/ })
  await expect(option).toBeVisible()
  // Down the list with the arrow keys to the article (the site's pages come first).
  const titles = await dialog.getByRole('option').allTextContents()
  // A group's first option carries the group's heading: look for the title (case matters: a calendar
  // entry's summary may mention « les châtaigneraies cévenoles »).
  const position = titles.findIndex((text) => text.includes('Les châtaigneraies cévenoles'))
  for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown')
  await expect(option).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/articles\/chataigneraies-cevenoles$/)

  const spanish = library.find((entry) => entry.slug === 'les-camisards')!.texts.es.title
  await page.goto('/?lang=es')
  await new SiteChrome(page).openSearch()
  await page.getByRole('dialog').getByRole('combobox').fill('camisardos')
  const locked = page.getByRole('dialog').getByRole('option', { name: new RegExp(`^${spanish}`) })
  await expect(locked).toBeVisible()
  await expect(locked.getByText('Reservado')).toBeVisible()

  // Spanish typed without its accents and tilde, then with them: the same documents either way.
  const combobox = page.getByRole('dialog').getByRole('combobox')
  for (const [typed, title] of [
    ['castanares', 'Los castañares de las Cevenas'],
    ['castañares', 'Los castañares de las Cevenas'],
    ['MEDITACION sentada', 'Meditación sentada en el hayedo del Aigoual'],
    ['meditación sentada', 'Meditación sentada en el hayedo del Aigoual'],
  ] as const) {
    await combobox.fill(typed)
    await expect(
      page.getByRole('dialog').getByRole('option', { name: new RegExp(`^${title}`) }),
    ).toBeVisible()
  }

  // French typed with its accents finds what the unaccented search found.
  await page.goto('/')
  await new SiteChrome(page).openSearch()
  await page.getByRole('dialog').getByRole('combobox').fill('Châtaigneraies')
  await expect(
    page.getByRole('dialog').getByRole('option', { name: /^Les châtaigneraies cévenoles/ }),
  ).toBeVisible()
})
