/**
 * `npx tsx scripts/screenshots.ts <base URL> [path ...] [--lang=fr,nl] [--dark] [--login=email:password]
 * [--member=email:password] [--consent] [--widths=390,1280]`: --login signs in as staff (admin login),
 * --member as a member (site form). Full-page screenshots of a running site at phone (390 px) and desktop
 * (1440 px) widths, or those of --widths, in Debian's Chromium, written to screenshots/. For looking at
 * pages before calling them done.
 * The browser has already made a cookie decision, so the banner stays away; with --consent it has not,
 * and each page is also taken with the cookie banner and with the preferences dialog open (viewport).
 */
import fs from 'node:fs'
import path from 'node:path'

import { chromium } from 'playwright-core'

import { CONSENT_STORAGE_KEY, createConsent } from '../src/lib/consent/shared'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium'

const args = process.argv.slice(2)
const baseURL = args.find((arg) => !arg.startsWith('--'))
const paths = args.filter((arg) => !arg.startsWith('--') && arg !== baseURL)
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3)
const langs = (option('lang') ?? 'fr').split(',')
const dark = args.includes('--dark')
const login = option('login')
const member = option('member')
const showConsent = args.includes('--consent')
const widths = (option('widths') ?? '390,1440').split(',').map(Number)
const BANNER = 'section[aria-labelledby="cookie-banner-title"]'

async function main(): Promise<void> {
  if (!baseURL)
    throw new Error(
      'usage: npx tsx scripts/screenshots.ts http://localhost:3000 / /contact --lang=fr,nl',
    )
  const executablePath = chromiumPath()
  if (!executablePath)
    throw new Error('Chromium not found (apt-get install -y chromium, or CHROME_PATH)')
  const outDir = path.resolve('screenshots')
  fs.mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath, args: chromiumArgs })
  try {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: width < 600 ? 844 : 900 },
        colorScheme: dark ? 'dark' : 'light',
        locale: 'fr-FR',
      })
      // The site follows its own stored choice (light by default), not the system preference.
      if (dark) await context.addInitScript(() => localStorage.setItem('theme', 'dark'))
      if (!showConsent) {
        const decided = createConsent({
          categories: { analytical: false, functional: true, marketing: false },
        })
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          CONSENT_STORAGE_KEY,
          JSON.stringify(decided),
        ] as const)
      }
      const page = await context.newPage()
      if (login) {
        const [email, password] = login.split(':')
        await page.goto(new URL('/admin/login', baseURL).toString())
        await page.getByLabel('E-mail').fill(email ?? '')
        await page.getByLabel('Mot de passe').fill(password ?? '')
        await page.getByRole('button', { name: 'Se connecter' }).click()
        await page.waitForURL(/\/admin\/?$/)
      }
      if (member) {
        const [email, password] = member.split(':')
        await page.goto(new URL('/auth?tab=login', baseURL).toString())
        await page.getByLabel('Email', { exact: true }).fill(email ?? '')
        await page.getByLabel('Mot de passe', { exact: true }).fill(password ?? '')
        const box = page.locator('altcha-widget input[type="checkbox"]')
        await page.locator(`altcha-widget label[for="${await box.getAttribute('id')}"]`).click()
        await page.waitForFunction(
          () =>
            (document.querySelector<HTMLInputElement>('input[name="altcha"]')?.value ?? '') !== '',
          undefined,
          { timeout: 30_000 },
        )
        await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click()
        await page.waitForURL(/\/membre/)
      }
      for (const target of paths.length ? paths : ['/']) {
        for (const lang of langs) {
          const url = new URL(target, baseURL)
          if (lang !== 'fr') url.searchParams.set('lang', lang)
          await page.goto(url.toString(), { waitUntil: 'networkidle' })
          const name = `${target.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${lang}-${width}${dark ? '-dark' : ''}.png`
          if (showConsent) {
            const banner = page.locator(BANNER)
            await banner.waitFor({ state: 'visible' })
            const shot = path.join(outDir, name.replace(/\.png$/, '-banner.png'))
            await page.screenshot({ path: shot })
            console.log(shot)
            // Its last button is « Personnaliser » in every language.
            await banner.getByRole('button').last().click()
            await page.getByRole('dialog').waitFor({ state: 'visible' })
            const dialogShot = path.join(outDir, name.replace(/\.png$/, '-dialog.png'))
            await page.screenshot({ path: dialogShot })
            console.log(dialogShot)
            continue
          }
          await page.screenshot({ path: path.join(outDir, name), fullPage: true })
          console.log(path.join(outDir, name))
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
