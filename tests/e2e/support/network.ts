import type { Page } from '@playwright/test'

/**
 * Holds the page's requests to `url` until the returned function is called, so that a test can look at
 * a form while it is sending.
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    await released
    await route.continue()
  })
  return release
}
