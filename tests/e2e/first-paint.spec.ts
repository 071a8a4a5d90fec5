/**
 * What a phone draws first (docs/performance.md › What a phone sees): the article's hero image is
 * asked for from the page's head, and the home page's landscape is an image (the page's largest
 * paint) in the reader's colour scheme, the other scheme's file left unfetched.
 */
import { expect, test } from '@playwright/test'

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
