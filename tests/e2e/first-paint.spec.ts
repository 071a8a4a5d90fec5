/**
 * What a phone draws first (docs/performance.md › What a phone sees): the article's hero image is
 * asked for from the page's head, and the home page's landscape is an image (the page's largest
 * paint) in the reader's colour scheme, the other scheme's file left unfetched.
 */
import { expect, test } from '@playwright/test'

import { COMPILE_HINT as hint } from '../../scripts/lib/compile-hints.mjs'

test('the article’s hero image is preloaded from the head, with the same sizes as the image', async ({
  page,
}) => {
  await page.goto('/articles/bain-de-foret-premiers-pas')
  const hero = page.locator('main figure img').first()
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  const preload = page.locator('head link[rel="preload"][as="image"]')
  await expect(preload).toHaveCount(1)
  await expect(preload).toHaveAttribute('fetchpriority', 'high')
  expect(await preload.getAttribute('imagesrcset')).toBe(await hero.getAttribute('srcset'))
  expect(await preload.getAttribute('imagesizes')).toBe(await hero.getAttribute('sizes'))
})

test('the site’s icon is linked, and the browser may keep it a day', async ({ page }) => {
  await page.goto('/articles/chataigneraies-cevenoles?lang=es')
  const icon = page.locator('head link[rel="icon"]')
  await expect(icon).toHaveCount(1)
  expect(await icon.getAttribute('href')).toBe('/favicon.svg')
  expect(await icon.getAttribute('type')).toBe('image/svg+xml')
  const file = await page.request.get('/favicon.svg')
  expect(file.status()).toBe(200)
  expect(file.headers()['content-type']).toContain('image/svg+xml')
  expect(file.headers()['cache-control']).toBe('public, max-age=86400')
})

test('the home page’s landscape is an image in the reader’s colour scheme', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/illustrations/hero-landscape-')) fetched.push(request.url())
  })
  await page.goto('/')
  const light = page.locator('img[src="/illustrations/hero-landscape-light.svg"]')
  const dark = page.locator('img[src="/illustrations/hero-landscape-dark.svg"]')
  await expect(light).toBeVisible()
  await expect(light).toHaveAttribute('alt', /\S/)
  expect(
    await light.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
  ).toBe(640)
  await expect(dark).toBeHidden()
  expect(fetched.filter((url) => url.includes('-dark'))).toEqual([])

  // The dark scheme (as the head script sets it) shows the other file, fetched then.
  await page.evaluate(() => document.documentElement.classList.add('dark'))
  await expect(dark).toBeVisible()
  await expect(light).toBeHidden()
  await expect
    .poll(() => dark.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(640)
})

test('the scripts a page runs on arrival are compiled eagerly, without ICU’s parser; the admin’s are not', async ({
  page,
  request,
}) => {
  const scripts = new Set<string>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'))
      scripts.add(url.pathname)
  })
  await page.goto('/articles/chataigneraies-cevenoles')
  // The router asks for the route's own scripts once React and Next run.
  await expect
    .poll(() => [...scripts].some((path) => decodeURIComponent(path).includes('[slug]/page-')))
    .toBe(true)
  // Next's bootstrap (runtime, React DOM, router) and the route's own layouts and page.
  const firstLoad = [...scripts].filter((path) =>
    /^\/_next\/static\/chunks\/(webpack-|main-app-|app\/\(frontend\)\/)/.test(
      decodeURIComponent(path),
    ),
  )
  expect(firstLoad.length).toBeGreaterThanOrEqual(4)
  const bodies = new Map<string, string>()
  for (const path of scripts) bodies.set(path, await (await request.get(path)).text())
  for (const path of firstLoad) expect(bodies.get(path)?.startsWith(hint), path).toBe(true)
  // React DOM, the largest script every page runs, is among them.
  const [largestPath, largestBody] = [...bodies].sort((a, b) => b[1].length - a[1].length)[0] ?? []
  expect(largestBody?.startsWith(hint), largestPath).toBe(true)
  // The catalogue texts arrive compiled (next.config.ts): ICU's message parser is in none of them.
  for (const [path, body] of bodies)
    expect(body.includes('INVALID_PLURAL_ARGUMENT_SELECTOR'), path).toBe(false)

  // The admin's own route scripts keep lazy compilation.
  const admin = await (await request.get('/admin/login')).text()
  const adminScripts = [
    ...admin.matchAll(/src="(\/_next\/static\/chunks\/app\/[^"]*payload[^"]*\.js)"/g),
  ].map((match) => match[1] ?? '')
  expect(adminScripts.length).toBeGreaterThan(0)
  for (const path of adminScripts)
    expect((await (await request.get(path)).text()).startsWith(hint), path).toBe(false)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every stored image is downloaded at the width the page shows it, not larger', async ({
    page,
  }) => {
    const pages = ['/', '/articles', '/calendrier-foret', '/tests-personnalite']
    // A calendar entry's and a test's own page (the first linked from their lists).
    await page.goto('/calendrier-foret')
    pages.push((await page.locator('main article h3 a').first().getAttribute('href'))!)
    await page.goto('/tests-personnalite')
    pages.push((await page.locator('main article h2 a').first().getAttribute('href'))!)

    let checked = 0
    for (const path of pages) {
      await page.goto(path)
      const images = page.locator('main img[src*="/api/media/"]')
      expect(await images.count(), path).toBeGreaterThan(0)
      for (const image of await images.all()) {
        await expect(image, path).toHaveAttribute('srcset', /480w/)
        await expect(image, path).toHaveAttribute('sizes', /\S/)
        await image.scrollIntoViewIfNeeded()
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
        const { natural, shown, file } = await image.evaluate((img: HTMLImageElement) => ({
          natural: img.naturalWidth,
          shown: img.getBoundingClientRect().width,
          file: img.currentSrc,
        }))
        // The smallest stored width (480) suits every phone-wide image; anything larger is wasted here.
        expect(natural, `${path}: ${file} for ${shown} px`).toBeLessThanOrEqual(
          Math.max(480, 2 * shown),
        )
        checked++
      }
    }
    expect(checked).toBeGreaterThan(10)
  })
})
