/**
 * Readers of another language (docs/translation.md): a document with no translation of its own shows
 * its French text marked lang="fr" with a notice in the reader's language, never French presented as
 * the translation; a translated one carries no such notice.
 */
import { expect, test } from '@playwright/test'

import { richText } from '../factories/richtext'
import { SiteChrome } from './pages/SiteChrome'
import { adminToken, uniqueClientIp } from './support/accounts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

test('an article written only in French: notice, and its words marked lang="fr", on the other languages', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `lecture-en-francais-${Date.now()}`
  const created = await request.post('/api/articles?locale=fr', {
    headers,
    data: {
      slug,
      title: 'Les sources du Tarn sous le mont Lozère',
      excerpt: 'Au pied du mont Lozère, le Tarn naît dans les tourbières.',
      body: richText('Le Tarn prend sa source près du col de Finiels.'),
      access: 'free',
      minutes: 3,
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)

  await page.goto(`/articles/${slug}?lang=en`)
  const notice = page.locator('aside[data-translation="untranslated"]')
  await expect(notice).toContainText('Not translated yet.')
  // The French words are marked as French; the page around them (and the notice) stays English.
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toHaveText('Les sources du Tarn sous le mont Lozère')
  await expect(title).toHaveAttribute('lang', 'fr')
  await expect(page.locator('[data-content-lang="fr"]')).toContainText('col de Finiels')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(notice).not.toHaveAttribute('lang', 'fr')

  await page.goto(`/articles/${slug}?lang=de`)
  await expect(page.locator('aside[data-translation="untranslated"]')).toContainText(
    'Noch nicht übersetzt.',
  )

  // French: the original, no notice.
  await page.goto(`/articles/${slug}`)
  await expect(page.locator('aside[data-translation]')).toHaveCount(0)
  await expect(page.locator('article [lang="fr"]')).toHaveCount(0)

  // Choosing English there: the toast says the reader gets the original, not a translation.
  const chrome = new SiteChrome(page)
  await chrome.chooseLanguage('English')
  await expect(page).toHaveURL(new RegExp(`/articles/${slug}\\?lang=en$`))
  await chrome.expectToast('Language: English', 'Original content', 'Machine translation')

  // A seeded article translated by a person: no notice.
  await page.goto('/articles/chataigneraies-cevenoles?lang=en')
  await expect(page.locator('aside[data-translation]')).toHaveCount(0)
})

test('a forest calendar entry written only in French says so on the other languages', async ({
  page,
  request,
}) => {
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const slug = `sorbier-en-francais-${Date.now()}`
  // The current month in Paris, so that a visitor may read the entry.
  const month = Number(
    new Intl.DateTimeFormat('en-GB', { month: 'numeric', timeZone: 'Europe/Paris' }).format(
      new Date(),
    ),
  )
  const created = await request.post('/api/calendar-entries?locale=fr', {
    headers,
    data: {
      slug,
      name: 'Sorbier des oiseleurs',
      latinName: 'Sorbus aucuparia',
      summary: 'Ses grappes rouges éclairent les lisières du mont Lozère.',
      kind: 'species',
      category: 'tree',
      months: [String(month)],
      peakMonths: [String(month)],
      _status: 'published',
    },
  })
  expect(created.status()).toBe(201)

  await page.goto(`/calendrier-foret/${slug}?lang=en`)
  const notice = page.locator('aside[data-translation="untranslated"]')
  await expect(notice).toContainText('Not translated yet.')
  await expect(notice).toHaveAttribute('lang', 'en')
  await expect(page.locator('article[lang="fr"]')).toContainText('Sorbier des oiseleurs')

  await page.goto(`/calendrier-foret/${slug}`)
  await expect(page.locator('aside[data-translation]')).toHaveCount(0)
  await expect(page.locator('article[lang="fr"]')).toHaveCount(0)
})
