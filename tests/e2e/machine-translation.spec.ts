/**
 * The translation pipeline on a real site (docs/translation.md), with DeepL's API played by a local
 * stand-in (tests/factories/fake-translation-server.ts): a French article published by staff appears
 * in the four other languages as real pages with the « machine translation » notice; a German title
 * edited by hand survives a new French publish and is flagged; an outage leaves the pages as they
 * were and the work resumes; text already translated is never sent again.
 */
import { expect, test } from '@playwright/test'

import {
  startFakeTranslationServer,
  type FakeTranslationServer,
} from '../factories/fake-translation-server'
import { richText } from '../factories/richtext'
import {
  launchSite,
  siteAdminToken,
  stopSite,
  waitUntilReady,
  type SiteProcess,
} from './support/site-process'

test.describe.configure({ mode: 'serial' })

let standIn: FakeTranslationServer
let site: SiteProcess
let token: string
const slug = `marcher-sous-les-arbres-${Date.now()}`
let articleId: number

test.beforeAll(async () => {
  test.setTimeout(240_000)
  standIn = await startFakeTranslationServer()
  site = launchSite({
    env: { DEEPL_API_KEY: 'stand-in-key:fx', DEEPL_API_URL: standIn.url },
  })
  await waitUntilReady(site)
  token = await siteAdminToken(site)
})

test.afterAll(async () => {
  if (site) await stopSite(site)
  await standIn?.close()
})

const api = (pathname: string, init: RequestInit = {}) =>
  fetch(`${site.baseURL}${pathname}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `JWT ${token}`,
      ...(init.headers ?? {}),
    },
  })

async function statuses(): Promise<Record<string, string>> {
  const response = await api(
    `/api/translations?where[collection][equals]=articles&where[documentId][equals]=${articleId}&limit=100&depth=0`,
  )
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as {
    docs: { field: string; locale: string; status: string }[]
  }
  return Object.fromEntries(docs.map((doc) => [`${doc.field}/${doc.locale}`, doc.status]))
}

test('a French article published by staff becomes four translated pages with the notice', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const created = await api('/api/articles?locale=fr', {
    method: 'POST',
    body: JSON.stringify({
      slug,
      title: 'Marcher sous les arbres',
      excerpt: 'Respirer la forêt',
      body: richText('Marcher lentement sous les arbres'),
      access: 'free',
      minutes: 4,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    }),
  })
  expect(created.status).toBe(201)
  articleId = ((await created.json()) as { doc: { id: number } }).doc.id

  // The work runs in the background a moment after the save.
  await expect
    .poll(async () => Object.values(await statuses()).filter((s) => s === 'machine').length, {
      timeout: 90_000,
    })
    .toBe(12)

  const expected = {
    en: ['walk under the trees', 'Machine translation.'],
    es: ['caminar bajo los árboles', 'Traducción automática.'],
    de: ['gehen unter den Bäumen', 'Maschinelle Übersetzung.'],
    nl: ['wandelen onder de bomen', 'Automatische vertaling.'],
  } as const
  for (const [locale, [title, notice]] of Object.entries(expected)) {
    await page.goto(`${site.baseURL}/articles/${slug}?lang=${locale}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    const aside = page.locator('aside[data-translation="machine"]')
    await expect(aside).toContainText(notice)
    // The notice links to the French original.
    await expect(aside.getByRole('link')).toHaveAttribute('hreflang', 'fr')
  }
  await page.goto(`${site.baseURL}/articles/${slug}`)
  await expect(page.locator('aside[data-translation]')).toHaveCount(0)
})

test('a German title edited by hand stays when the French changes, and is flagged for review', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const edited = await api(`/api/articles/${articleId}?locale=de`, {
    method: 'PATCH',
    body: JSON.stringify({ title: 'Unter den Bäumen gehen' }),
  })
  expect(edited.status).toBe(200)
  const republished = await api(`/api/articles/${articleId}?locale=fr`, {
    method: 'PATCH',
    body: JSON.stringify({ title: 'Marcher lentement', _status: 'published' }),
  })
  expect(republished.status).toBe(200)
  await expect.poll(async () => (await statuses())['title/en'], { timeout: 60_000 }).toBe('machine')
  await expect.poll(async () => (await statuses())['title/de']).toBe('review')
  await page.goto(`${site.baseURL}/articles/${slug}?lang=en`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('walk slowly')
  await page.goto(`${site.baseURL}/articles/${slug}?lang=de`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unter den Bäumen gehen')
})

test('the same French saved again makes no call; an outage keeps the pages and the work resumes', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const before = standIn.requests
  const same = await api(`/api/articles/${articleId}?locale=fr`, {
    method: 'PATCH',
    body: JSON.stringify({ title: 'Marcher lentement', _status: 'published' }),
  })
  expect(same.status).toBe(200)
  // Nothing was queued: the save plans in its own transaction, so a field it queued would read
  // « queued » now, or, already sent, show in the stand-in's count.
  expect(Object.values(await statuses())).not.toContain('queued')
  expect(standIn.requests).toBe(before)
  expect(Object.values(await statuses()).every((s) => s === 'machine' || s === 'review')).toBe(true)

  standIn.mode = 'down'
  const changed = await api(`/api/articles/${articleId}?locale=fr`, {
    method: 'PATCH',
    body: JSON.stringify({ excerpt: 'Respirer sous les arbres', _status: 'published' }),
  })
  expect(changed.status).toBe(200)
  await expect.poll(() => standIn.requests, { timeout: 60_000 }).toBeGreaterThan(before)
  await expect
    .poll(async () => (await statuses())['excerpt/nl'], { timeout: 60_000 })
    .toMatch(/failed|queued/)
  await page.goto(`${site.baseURL}/articles/${slug}?lang=nl`)
  await expect(page.getByText('ademen het bos')).toBeVisible()

  // Back up: staff retry from the admin's « Traductions » view, and the work resumes.
  standIn.mode = 'ok'
  const retry = await api('/api/translations/actions', {
    method: 'POST',
    body: JSON.stringify({ action: 'now' }),
  })
  expect(retry.status).toBe(200)
  // The provider was paused after the failures: the work waits for the pause to end, then runs.
  await expect
    .poll(async () => (await statuses())['excerpt/nl'], { timeout: 180_000, intervals: [2000] })
    .toBe('machine')
  await page.goto(`${site.baseURL}/articles/${slug}?lang=nl`)
  await expect(page.getByText('ademen onder de bomen')).toBeVisible()
})
