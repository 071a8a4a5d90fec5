/**
 * What moves and sounds (docs/personalisation.md), in Chromium: particles stay off under reduced
 * motion, the ambient player starts only when pressed and runs a real audio context, the landing
 * page's welcome message plays once per path after its delay, and a page with everything off loads
 * none of the particle, cursor or audio code.
 */
import { expect, test, type Locator, type Page } from '@playwright/test'

import { FloatingLayer } from './pages/FloatingLayer'
import { SiteChrome } from './pages/SiteChrome'
import { uniqueClientIp } from './support/accounts'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

async function openPanel(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Personnaliser' }).click()
  const panel = page.getByRole('dialog', { name: 'Personnaliser l’affichage' })
  await expect(panel).toBeVisible()
  return panel
}

/** The text of every script the page loaded (its own files only). */
async function loadedScripts(page: Page, action: () => Promise<unknown>): Promise<string[]> {
  const bodies: Promise<string>[] = []
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text())
  }
  page.on('response', onResponse)
  await action()
  await page.waitForLoadState('networkidle')
  page.off('response', onResponse)
  return Promise.all(bodies)
}

/** Strings only the on-demand parts carry (their data attributes). */
const onDemandMarkers = ['data-particles', 'data-ambient-player', 'data-intro-state']

test('with everything off, no particle, cursor or sound code is downloaded; switched on, it is', async ({
  page,
}) => {
  const scripts = await loadedScripts(page, () => page.goto('/contact'))
  expect(scripts.length).toBeGreaterThan(3)
  for (const marker of onDemandMarkers)
    expect(scripts.filter((body) => body.includes(marker))).toHaveLength(0)

  const later = await loadedScripts(page, async () => {
    const panel = await openPanel(page)
    await panel.getByText('Particules', { exact: true }).click()
    await expect(page.locator('canvas[data-particles]')).toBeAttached()
  })
  expect(later.some((body) => body.includes('data-particles'))).toBe(true)
  // Only what was switched on.
  expect(later.some((body) => body.includes('data-ambient-player'))).toBe(false)
})

test.describe('under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('particles are not drawn, and the panel says why', async ({ page }) => {
    await page.goto('/articles')
    const panel = await openPanel(page)
    const scripts = await loadedScripts(page, async () => {
      await panel.getByText('Particules', { exact: true }).click()
      await expect(
        panel.getByText(
          'Votre système demande moins d’animations : les particules restent à l’arrêt.',
        ),
      ).toBeVisible()
      // The ambient player comes from the same render that decides on the particles: once it is
      // there (and the network idle), particle code would have been asked for with it.
      await panel.getByText('Sons d’ambiance', { exact: true }).click()
      await expect(page.locator('[data-ambient-player]')).toBeAttached()
    })
    expect(scripts.some((body) => body.includes('data-ambient-player'))).toBe(true)
    expect(scripts.some((body) => body.includes('data-particles'))).toBe(false)
    await expect(page.locator('canvas[data-particles]')).toHaveCount(0)
  })
})

test('particles never take a click: the page under them works', async ({ page }) => {
  await page.goto('/articles')
  const panel = await openPanel(page)
  await panel.getByText('Particules', { exact: true }).click()
  await panel.getByLabel('Nombre de particules').fill('100')
  await panel.getByRole('button', { name: 'Fermer sans enregistrer' }).click()
  // Closed without saving: back to nothing.
  await expect(page.locator('canvas[data-particles]')).toHaveCount(0)
  await (await openPanel(page)).getByText('Particules', { exact: true }).click()
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  const canvas = page.locator('canvas[data-particles]')
  await expect(canvas).toHaveCSS('pointer-events', 'none')
  await expect(canvas).toHaveCSS('position', 'fixed')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click()
  await expect(page).toHaveURL(/\/contact$/)
})

test('the ambient player: silent until pressed, a running audio context, volume in steps of 5, four sounds', async ({
  page,
}) => {
  await page.goto('/articles')
  const panel = await openPanel(page)
  await panel.getByText('Sons d’ambiance', { exact: true }).click()
  await panel.getByLabel('Ambiance', { exact: true }).selectOption('rain')
  await panel.getByRole('button', { name: 'Enregistrer', exact: true }).click()
  // In the floating dock, which the open panel (a modal dialog) keeps from assistive technology.
  const player = page.getByRole('group', { name: 'Ambiance sonore' })
  await expect(player).toBeVisible()
  // Shown, not playing: nothing sounds before a gesture.
  await expect(player).toHaveAttribute('data-ambient-player', 'stopped')
  await expect(player).toHaveAttribute('data-audio-context', 'none')

  await player.getByRole('button', { name: 'Écouter l’ambiance' }).click()
  await expect(player).toHaveAttribute('data-ambient-player', 'playing')
  await expect(player).toHaveAttribute('data-audio-context', 'running')
  await expect(player).toHaveAttribute('data-sound', 'rain')

  const volume = player.getByLabel('Volume de l’ambiance')
  await expect(volume).toHaveValue('50')
  await expect(volume).toHaveAttribute('step', '5')
  await volume.focus()
  await page.keyboard.press('ArrowRight')
  await expect(volume).toHaveValue('55')
  await page.keyboard.press('End')
  await expect(volume).toHaveValue('100')

  // Another sound while playing: it takes over, still running.
  for (const type of ['forest', 'ocean', 'wind'] as const) {
    const again = await openPanel(page)
    await again.getByLabel('Ambiance', { exact: true }).selectOption(type)
    await again.getByRole('button', { name: 'Enregistrer', exact: true }).click()
    await expect(player).toHaveAttribute('data-sound', type)
    await expect(player).toHaveAttribute('data-audio-context', 'running')
  }

  await player.getByRole('button', { name: 'Arrêter l’ambiance' }).click()
  await expect(player).toHaveAttribute('data-ambient-player', 'stopped')
  await expect(player).toHaveAttribute('data-audio-context', 'suspended')
})

/**
 * The seeded welcome message of '/' starts 1.5 s after the cookie choice is settled, which is when
 * its controls enter the page (src/lib/seed/page-audio.ts,
 * src/components/Effects/IntroAudio.client.tsx).
 */
const INTRO_DELAY_MS = 1_500

/**
 * Lets the intro's delay pass on the page's clock (installed before the page loaded): once its
 * controls are there, its timer is set, and the clock jumps past it.
 */
async function passIntroDelay(page: Page, controls: Locator): Promise<void> {
  await expect(controls).toBeVisible()
  await page.clock.fastForward(INTRO_DELAY_MS)
}

/**
 * Moves the page's held clock on a tenth of a second at a time until `locator` shows, so that the
 * page's own time has gone no further than that when the test looks.
 */
async function tickUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(100)
    await expect(locator).toBeVisible({ timeout: 100 })
  }).toPass({ timeout: 10_000 })
}

test.describe('the welcome message', () => {
  test('plays once per path after its delay, and not again after a reload', async ({ page }) => {
    // When the controls enter the page, on the page's clock: the delay is counted from there.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('[data-intro-state]')) return
        ;(window as Window & { introShownAt?: number }).introShownAt = Date.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    // Held from the start: the page's timers run only as the test moves its clock.
    await page.clock.install()
    await page.clock.pauseAt(Date.now() + 1_000)
    await page.goto('/')
    const controls = page.getByRole('group', { name: 'Message de bienvenue' })
    await tickUntilVisible(page, controls)
    await new SiteChrome(page).waitUntilInteractive()
    const shownAt = await page.evaluate(
      () => (window as Window & { introShownAt?: number }).introShownAt ?? 0,
    )
    expect(shownAt).toBeGreaterThan(0)
    // Just before the delay: still waiting.
    await page.clock.pauseAt(shownAt + INTRO_DELAY_MS - 100)
    await expect(controls).toHaveAttribute('data-intro-state', 'waiting')
    await expect(controls.getByText('Message de bienvenue')).toBeVisible()
    // Just past it, it starts by itself (or, where the browser refuses, the controls say to press
    // play).
    await page.clock.runFor(200)
    await expect(controls).toHaveAttribute('data-intro-state', /playing|blocked/)
    expect(await page.evaluate(() => localStorage.getItem('intro-played:/'))).toBe('1')

    // The clock runs on its own again, through the reload.
    await page.clock.resume()
    await page.reload()
    await expect(controls).toBeVisible()
    await new SiteChrome(page).waitUntilInteractive()
    // Twice the delay on the page's clock: it does not start again.
    await page.clock.fastForward(2 * INTRO_DELAY_MS)
    await expect(controls).toHaveAttribute('data-intro-state', 'waiting')

    // Mute keeps the volume to restore.
    const volume = controls.getByLabel('Volume du message')
    await expect(volume).toHaveValue('0.8')
    await expect(volume).toHaveAttribute('step', '0.05')
    await controls.getByRole('button', { name: 'Couper le son' }).click()
    await expect(volume).toHaveValue('0')
    await controls.getByRole('button', { name: 'Remettre le son' }).click()
    await expect(volume).toHaveValue('0.8')
    // Muted by the slider itself: unmuting gives 0.5.
    await volume.fill('0')
    await controls.getByRole('button', { name: 'Remettre le son' }).click()
    await expect(volume).toHaveValue('0.5')

    // Another page without an intro: nothing, once its scripts run and the delay has passed.
    await page.goto('/articles')
    await new SiteChrome(page).waitUntilInteractive()
    await page.clock.fastForward(2 * INTRO_DELAY_MS)
    await expect(page.getByRole('group', { name: 'Message de bienvenue' })).toHaveCount(0)
  })

  test('when the browser blocks autoplay, the controls offer to play', async ({ page }) => {
    await page.addInitScript(() => {
      const play = HTMLMediaElement.prototype.play
      let gesture = false
      document.addEventListener('pointerdown', () => (gesture = true), true)
      HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
        if (!gesture)
          return Promise.reject(new DOMException('play() needs a gesture', 'NotAllowedError'))
        return play.call(this)
      }
    })
    await page.clock.install()
    await page.goto('/?lang=en')
    const controls = page.getByRole('group', { name: 'Welcome message' })
    await passIntroDelay(page, controls)
    await expect(controls).toHaveAttribute('data-intro-state', 'blocked')
    await expect(controls.getByText('Press play to listen.')).toBeVisible()
    await controls.getByRole('button', { name: 'Play the welcome message' }).click()
    await expect(controls).toHaveAttribute('data-intro-state', 'playing')
    expect(await page.evaluate(() => localStorage.getItem('intro-played:/'))).toBe('1')
  })

  test('on a phone, its controls share the dock with the other buttons, and fold into one button and back', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    // A broken file: the controls show (with their error) and stay, whatever the browser's autoplay.
    await page.route('**/api/site-audio/file/**', (route) =>
      route.fulfill({ status: 404, body: 'missing' }),
    )
    await page.clock.install()
    await page.goto('/')
    const layer = new FloatingLayer(page)
    const controls = page.getByRole('group', { name: 'Message de bienvenue' })
    await passIntroDelay(page, controls)
    await expect(controls).toHaveAttribute('data-intro-state', 'failed')
    await page.mouse.wheel(0, 900)
    const backToTop = layer.scrollToTop()
    const feedback = page.getByRole('button', { name: 'Donner votre avis' })
    const collapse = controls.getByRole('button', { name: 'Réduire le lecteur du message' })
    const expand = controls.getByRole('button', {
      name: 'Afficher le lecteur du message de bienvenue',
    })
    await expect(backToTop).toBeVisible()
    // The seeded controls sit at the bottom left, the screen's width on a phone; the buttons above.
    expect((await controls.boundingBox())!.width).toBeGreaterThan(300)
    for (const [button, label] of [
      [backToTop, 'the scroll-to-top button'],
      [feedback, 'the feedback button'],
      [collapse, 'the collapse button'],
    ] as const) {
      if (button !== collapse) expect(await layer.intersect(controls, button)).toBe(false)
      await layer.expectUncovered(button, label)
    }

    // Folded with the keyboard: one round button, which keeps the focus, remembered for the visit
    // (this suite's browser allows functional storage).
    await collapse.focus()
    await page.keyboard.press('Enter')
    await expect(expand).toBeFocused()
    await expect(expand).toHaveAttribute('aria-expanded', 'false')
    await expect(controls.getByLabel('Volume du message')).toHaveCount(0)
    expect((await controls.boundingBox())!.width).toBeLessThan(60)
    expect(await page.evaluate(() => sessionStorage.getItem('intro-collapsed'))).toBe('1')
    await page.reload()
    await expect(expand).toBeVisible()
    await expand.press('Enter')
    await expect(collapse).toBeFocused()
    await expect(collapse).toHaveAttribute('aria-expanded', 'true')
    await expect(controls.getByLabel('Volume du message')).toBeVisible()
    expect(await page.evaluate(() => sessionStorage.getItem('intro-collapsed'))).toBeNull()

    // On a page without a welcome message, reached from this one, the buttons return to the bottom.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Articles', exact: true }).click()
    await expect(page).toHaveURL(/\/articles$/)
    await expect(controls).toHaveCount(0)
    await page.mouse.wheel(0, 900)
    await expect(backToTop).toBeVisible()
    // 0.75 rem from the bottom of the 844-px screen.
    await expect
      .poll(async () =>
        Math.round(await backToTop.evaluate((el) => el.getBoundingClientRect().bottom)),
      )
      .toBe(844 - 12)
  })

  test('a broken file shows the error, never a stuck control', async ({ page }) => {
    await page.route('**/api/site-audio/file/**', (route) =>
      route.fulfill({ status: 404, body: 'missing' }),
    )
    await page.clock.install()
    await page.goto('/?lang=de')
    const controls = page.getByRole('group', { name: 'Willkommensnachricht' })
    await passIntroDelay(page, controls)
    await expect(controls).toHaveAttribute('data-intro-state', 'failed')
    await expect(controls.getByRole('alert')).toHaveText(
      'Die Nachricht kann nicht abgespielt werden.',
    )
  })
})
