/**
 * Pages opened before their scripts start, for tests of what a visitor does in that time: every
 * script of Next's bundles is held until the test lets them through.
 */
import { expect, type Page } from '@playwright/test'

import { holdRequests } from './network'

/** Next's bundles: the page's own, and those it loads later (the CSS is not held). */
const SCRIPTS = '**/_next/static/**/*.js'

/**
 * Opens `url` with its scripts held, and returns what lets them start. Starting checks that none has
 * run before, so that what the test typed was typed into the server's HTML.
 */
export async function openBeforeScripts(page: Page, url: string) {
  const release = await holdRequests(page, SCRIPTS)
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  return {
    async startScripts(): Promise<void> {
      expect(await page.evaluate(() => 'next' in window), 'a script ran before').toBe(false)
      release()
    },
  }
}

/**
 * A check that the page is still the same document (a form sent by the page's scripts) and not one
 * the browser loaded (a form it posted itself).
 */
export async function sameDocument(page: Page): Promise<() => Promise<void>> {
  const origin = await page.evaluate(() => performance.timeOrigin)
  return async () => {
    expect(await page.evaluate(() => performance.timeOrigin), 'a new document').toBe(origin)
  }
}

/**
 * Waits until the page's script runs on the auth screens, whose minimal header changes nothing when
 * hydrated: its language button opens the menu only then (src/components/Site/LanguageSelector.client.tsx).
 */
export async function waitUntilLanguageMenuOpens(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  await expect(async () => {
    await header.getByRole('button', { name: /Choisir la langue/ }).click()
    await expect(page.getByRole('menuitem', { name: /English/ })).toBeVisible({ timeout: 3_000 })
  }).toPass()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menuitem', { name: /English/ })).toBeHidden()
}
