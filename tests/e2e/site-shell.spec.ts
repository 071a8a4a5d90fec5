/**
 * The public shell (issue "public site shell"): landing page, languages, theme, navigation, not-found,
 * search overlay, signed-in variants, and the security headers of every page.
 */
import { expect, test, type Page } from '@playwright/test'

import { WELCOME_BANNER_DELAY_MS } from '../../src/components/Billing/WelcomeBanner.client'
import { locales } from '../../src/i18n/locales'
import { AdminLoginPage } from './pages/AdminLoginPage'
import { AuthPage } from './pages/AuthPage'
import { FloatingLayer } from './pages/FloatingLayer'
import { LandingPage } from './pages/LandingPage'
import { SiteChrome } from './pages/SiteChrome'
import { createConfirmedMember, setSubscriptionStatus, uniqueAddress } from './support/accounts'
import { expectNoSeriousAxeViolations } from './support/axe'
import { NO_BROWSER_STATE } from './support/consent'
import { e2eServer, seededAdminLogin } from './support/server'

test.describe('landing page', () => {
  test('shows every element of the site shell in French, for a visitor', async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.goto()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ralentir, respirer, revenir à la forêt',
    )
    await expect(page.getByRole('link', { name: 'Découvrir maintenant' })).toHaveAttribute(
      'href',
      '/#contenus',
    )
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Se connecter' }),
    ).toHaveAttribute('href', '/auth?tab=login')
    await expect(page.getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute(
      'href',
      '/#tarifs',
    )

    const contents = landing.section('contenus')
    for (const title of [
      'Vidéos guidées',
      'Articles approfondis',
      'Conseils nature',
      'Formations',
    ]) {
      await expect(contents.getByRole('heading', { name: title })).toBeVisible()
    }

    const pricing = landing.section('tarifs')
    await expect(landing.startingPrice()).toHaveText(/à partir de\s*7\s€\s*\/mois/)
    await expect(pricing.getByRole('listitem')).toHaveCount(5)
    await expect(pricing.getByRole('link', { name: 'Voir les offres' })).toHaveAttribute(
      'href',
      '/abonnement',
    )
    // Demo mode: the card does not claim that Stripe takes the payment.
    await expect(
      pricing.getByText(
        'Mode démonstration : aucun paiement réel. Résiliable à tout moment depuis votre espace membre.',
      ),
    ).toBeVisible()
    await expect(pricing.getByText(/Stripe/)).toHaveCount(0)

    const faq = landing.section('faq')
    await expect(faq.locator('summary')).toHaveCount(5)
    await faq.getByText('Puis-je résilier mon abonnement à tout moment ?').click()
    await expect(faq.getByText(/en trois clics depuis votre espace membre/)).toBeVisible()

    const footer = new SiteChrome(page).footer()
    const legal: [string, string][] = [
      ['Mentions légales', '/mentions-legales'],
      ['Conditions générales d’utilisation', '/cgu'],
      ['Conditions générales de vente', '/cgv'],
      ['Politique de confidentialité', '/politique-confidentialite'],
      ['Politique de cookies', '/politique-cookies'],
      ['Contact', '/contact'],
    ]
    for (const [name, href] of legal) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
    await expect(footer.getByRole('link', { name: 'Gérer les cookies' })).toBeVisible()
  })

  test('computes "à partir de" from the cheapest active plan and follows a price change', async ({
    page,
    request,
  }) => {
    const { email, password } = seededAdminLogin(e2eServer().dataDir)
    const login = await request.post('/api/users/login', { data: { email, password } })
    const token = ((await login.json()) as { token: string }).token
    const headers = { Authorization: `JWT ${token}` }
    const yearly = (
      (await (await request.get('/api/plans?where[code][equals]=yearly', { headers })).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]
    expect(yearly).toBeDefined()

    const landing = new LandingPage(page)
    try {
      expect(
        (
          await request.patch(`/api/plans/${yearly?.id}`, { headers, data: { priceCents: 9600 } })
        ).status(),
      ).toBe(200)
      await landing.goto()
      await expect(landing.startingPrice()).toHaveText(/à partir de\s*8\s€\s*\/mois/)
      await landing.goto('?lang=en')
      await expect(landing.startingPrice()).toHaveText(/from\s*€8\s*\/month/)
    } finally {
      await request.patch(`/api/plans/${yearly?.id}`, { headers, data: { priceCents: 8400 } })
    }
    await landing.goto()
    await expect(landing.startingPrice()).toHaveText(/à partir de\s*7\s€\s*\/mois/)
  })

  test('is served in Dutch with ?lang=nl, with links that keep the language', async ({ page }) => {
    const landing = new LandingPage(page)
    await landing.goto('?lang=nl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Onthaasten, ademen, terugkeren naar het bos',
    )
    await expect(landing.startingPrice()).toContainText('vanaf')
    const footer = new SiteChrome(page).footer()
    await expect(footer.getByRole('link', { name: 'Privacybeleid' })).toHaveAttribute(
      'href',
      '/politique-confidentialite?lang=nl',
    )
    await expect(page.getByRole('main').getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
      'href',
      '/auth?tab=login&lang=nl',
    )
  })
})

test.describe('landing previews', () => {
  for (const [lang, labels] of [
    ['fr', { title: 'Un avant-goût', members: 'Membres', premium: 'Premium', query: '' }],
    ['es', { title: 'Un adelanto', members: 'Miembros', premium: 'Premium', query: '?lang=es' }],
  ] as const) {
    test(`show real published items that lead to their pages (${lang})`, async ({
      page,
      request,
    }) => {
      await page.goto(`/${labels.query}`)
      const previews = page.getByRole('region', { name: labels.title })
      const cards = previews.getByRole('listitem')
      await expect(cards).toHaveCount(4)
      // The newest video and article, in this language.
      for (const collection of ['videos', 'articles'] as const) {
        const newest = await request.get(
          `/api/${collection}?sort=-publishedAt&limit=1&depth=0&locale=${lang}&select[title]=true`,
        )
        const { docs } = (await newest.json()) as { docs: { title: string }[] }
        await expect(
          previews.getByRole('link', { name: docs[0]!.title, exact: true }),
        ).toBeVisible()
      }
      // Each card leads to a page that exists; the tip is for members, with a lock for a visitor.
      const links = await previews.getByRole('link').all()
      expect(links).toHaveLength(4)
      for (const link of links) {
        const href = (await link.getAttribute('href'))!
        if (lang !== 'fr') expect(href).toContain(`lang=${lang}`)
        const response = await request.get(href)
        expect(response.status(), href).toBe(200)
      }
      await expect(cards.nth(2).getByText(labels.members, { exact: true })).toBeVisible()
      await expect(cards.nth(2).locator('svg.lucide-lock')).toHaveCount(1)
      await expect(cards.getByText(/^\d+ min$/)).toHaveCount(4)
    })
  }
})

test.describe('language selector', () => {
  test('switches language with a toast, remembers the choice, and comes back to French', async ({
    page,
  }) => {
    const chrome = new SiteChrome(page)
    await new LandingPage(page).goto()
    await chrome.chooseLanguage('Deutsch')
    await expect(page).toHaveURL(/\/\?lang=de$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // The landing page's German is a person's translation: the toast does not call it a machine's.
    await chrome.expectToast('Sprache: Deutsch', '', 'Maschinelle Übersetzung')

    // The choice is remembered: a French URL opened later redirects once to its German version.
    await page.goto('/contact')
    await expect(page).toHaveURL(/\/contact\?lang=de$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontakt')

    await chrome.chooseLanguage('Français')
    await expect(page).toHaveURL(/\/contact$/)
    await chrome.expectToast('Langue: Français', 'Contenu original')
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })
})

test('the theme toggle switches to dark, is remembered, and applies before the first paint', async ({
  page,
}) => {
  await new LandingPage(page).goto()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
  await page.reload()
  await expect(page.locator('html')).toHaveClass(/dark/)
  await page.getByRole('button', { name: 'Passer au thème clair' }).click()
  await expect(page.locator('html')).not.toHaveClass(/dark/)
})

test('the scroll-to-top button appears after 300 px and brings the page back up', async ({
  page,
}) => {
  await new LandingPage(page).goto()
  const button = page.getByRole('button', { name: 'Revenir en haut de la page' })
  await expect(button).toBeHidden()
  await page.mouse.wheel(0, 1200)
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu opens with the navigation and its own buttons', async ({ page }) => {
    await new LandingPage(page).goto()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Connexion' })).toBeHidden()
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Tarifs' })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'S’abonner' })).toHaveAttribute(
      'href',
      '/abonnement',
    )
    await expect(menu.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    )
    await menu.getByRole('button', { name: 'Fermer le menu' }).click()
    await expect(menu).toBeHidden()
  })
})

/** The sections the header's « Explorer » menu offers (issue 48 › 13), in French and English. */
const exploreSections = {
  fr: {
    search: '',
    explore: 'Explorer',
    openMenu: 'Ouvrir le menu',
    links: [
      ['Routines', '/routines'],
      ['Découvertes', '/decouvertes'],
      ['Calendrier de la forêt', '/calendrier-foret'],
      ['Tests et questionnaires', '/tests-personnalite'],
    ],
  },
  en: {
    search: '?lang=en',
    explore: 'Explore',
    openMenu: 'Open menu',
    links: [
      ['Routines', '/routines?lang=en'],
      ['Discoveries', '/decouvertes?lang=en'],
      ['Forest calendar', '/calendrier-foret?lang=en'],
      ['Tests and questionnaires', '/tests-personnalite?lang=en'],
    ],
  },
} as const

test.describe('the header at the narrowest desktop width (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** Nothing wider than the window, and every link and button of the header on one line. */
  async function expectOneRow(page: Page, label: string) {
    const fit = await page.evaluate(() => {
      const controls = [...document.querySelectorAll('header a, header button, header summary')]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0)
      return {
        pageWidth: document.documentElement.scrollWidth,
        window: window.innerWidth,
        tallest: Math.max(...controls.map((box) => box.height)),
      }
    })
    expect(fit.pageWidth, label).toBeLessThanOrEqual(fit.window)
    expect(fit.tallest, label).toBeLessThan(48)
  }

  test('fits on one row in every language, for a visitor and for a Premium member', async ({
    page,
    request,
  }) => {
    for (const lang of locales) {
      await page.goto(lang === 'fr' ? '/' : `/?lang=${lang}`)
      await expectOneRow(page, `visitor, ${lang}`)
    }
    const email = uniqueAddress('en-tete')
    const password = 'une-longue-phrase-de-passe'
    const id = await createConfirmedMember(request, {
      email,
      password,
      displayName: 'Maximiliane Schwarzenberger',
      language: 'de',
    })
    await setSubscriptionStatus(request, id, 'active')
    const auth = new AuthPage(page)
    await auth.goto('?tab=login')
    await auth.logIn({ email, password })
    await expect(page).toHaveURL(/\/membre/)
    for (const lang of ['de', 'es'] as const) {
      await page.goto(`/?lang=${lang}`)
      // Signed in: the header holds the member's badge and links, not « sign in ».
      await expect(page.getByRole('banner').locator('a[href^="/membre"]').first()).toBeVisible()
      await expectOneRow(page, `Premium member, ${lang}`)
    }
  })
})

test.describe('the « Explorer » menu', () => {
  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    for (const lang of ['fr', 'en'] as const) {
      const texts = exploreSections[lang]
      test(`opens from the header with the keyboard and leads to the four sections (${lang})`, async ({
        page,
      }) => {
        await page.goto(`/${texts.search}`)
        await new SiteChrome(page).waitUntilInteractive()
        const nav = page.getByRole('banner').getByRole('navigation').first()
        const toggle = nav.locator('summary').filter({ hasText: texts.explore })
        await expect(toggle).toBeVisible()
        const [first] = texts.links
        await expect(nav.getByRole('link', { name: first[0], exact: true })).toBeHidden()
        await toggle.focus()
        await page.keyboard.press('Enter')
        for (const [name, href] of texts.links)
          await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
        await page.keyboard.press('Tab')
        await expect(nav.getByRole('link', { name: first[0], exact: true })).toBeFocused()
        // Escape closes it and gives the focus back to its toggle.
        await page.keyboard.press('Escape')
        await expect(nav.getByRole('link', { name: first[0], exact: true })).toBeHidden()
        await expect(toggle).toBeFocused()
        await toggle.click()
        await nav.getByRole('link', { name: texts.links[2][0], exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${texts.links[2][1].replace('?', '\\?')}$`))
      })
    }
  })

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('is part of the mobile menu', async ({ page }) => {
      await new LandingPage(page).goto()
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click()
      const menu = page.getByRole('dialog')
      await expect(menu.getByRole('heading', { name: 'Explorer' })).toBeVisible()
      const sections = menu.getByRole('list', { name: 'Explorer' })
      for (const [name, href] of exploreSections.fr.links)
        await expect(sections.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          href,
        )
      await sections.getByRole('link', { name: 'Tests et questionnaires' }).click()
      await expect(page).toHaveURL(/\/tests-personnalite$/)
    })
  })

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    test(`works without script (${viewport.name})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
      })
      const page = await context.newPage()
      try {
        await page.goto('/?lang=en')
        const header = page.getByRole('banner')
        const texts = exploreSections.en
        await header
          .locator(
            viewport.name === 'phone'
              ? `summary[aria-label="${texts.openMenu}"]`
              : `summary:has-text("${texts.explore}")`,
          )
          .click()
        for (const [name, href] of texts.links)
          await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute(
            'href',
            href,
          )
        await header.getByRole('link', { name: 'Forest calendar', exact: true }).click()
        await expect(page).toHaveURL(/\/calendrier-foret\?lang=en$/)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      } finally {
        await context.close()
      }
    })
  }
})

/** What a first visit sees floating, per language (issue 48 › 2 and 3). */
const floatingTexts = {
  fr: {
    search: '',
    banner: 'Vos cookies, votre choix',
    essentials: 'Essentiels uniquement',
    saved: 'Vos choix en matière de cookies sont enregistrés.',
    offer: '7 jours de contenus Premium offerts',
    toTop: 'Revenir en haut de la page',
    feedback: 'Donner votre avis',
  },
  nl: {
    search: '?lang=nl',
    banner: 'Jouw cookies, jouw keuze',
    essentials: 'Alleen noodzakelijke',
    saved: 'Je cookievoorkeuren zijn opgeslagen.',
    offer: '7 dagen Premium-inhoud cadeau',
    toTop: 'Terug naar boven',
    feedback: 'Geef je mening',
  },
} as const

test.describe('what floats on a first visit', () => {
  test.use({ storageState: NO_BROWSER_STATE })

  for (const [viewport, lang, other] of [
    [{ name: 'phone', width: 390, height: 844 }, 'fr', 'nl'],
    [{ name: 'desktop', width: 1440, height: 900 }, 'nl', 'fr'],
  ] as const) {
    test(`the cookie choice first and alone, then one offer over neither the header, the heading nor a control (${viewport.name}, ${lang})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      const text = floatingTexts[lang]
      const layer = new FloatingLayer(page)
      const heading = page.getByRole('heading', { level: 1 })
      const header = page.getByRole('banner')
      const banner = page.getByRole('region', { name: text.banner })
      const offer = layer.offer(text.offer)
      const feedback = page.getByRole('button', { name: text.feedback })
      await page.clock.install()
      await new LandingPage(page).goto(text.search)
      await expect(banner).toBeVisible()

      // The offer's delay passes on the page's clock with the choice still open: the banner floats
      // alone.
      await new SiteChrome(page).waitUntilInteractive()
      await page.clock.fastForward(WELCOME_BANNER_DELAY_MS + 1_000)
      expect(await layer.floating()).toEqual([text.banner])
      await expect(offer).toHaveCount(0)
      await expect(feedback).toHaveCount(0)
      await layer.expectUncovered(header, 'the header')
      await layer.expectUncovered(heading, 'the first heading')

      // Chosen (no reload): the offer and the feedback button come, in the bottom dock.
      await banner.getByRole('button', { name: text.essentials, exact: true }).click()
      await expect(banner).toHaveCount(0)
      await expect(offer).toHaveAttribute('data-placement', 'bottom')
      // The confirmation toast comes, then goes (while it shows, it lies over the offer).
      await expect(page.getByText(text.saved)).toBeVisible()
      await expect(page.getByText(text.saved)).toBeHidden()
      for (const kept of [header, heading, feedback])
        expect(await layer.intersect(offer, kept)).toBe(false)
      await layer.expectUncovered(offer.getByRole('link').first(), 'the offer')
      await layer.expectUncovered(feedback, 'the feedback button')
      await layer.expectUncovered(heading, 'the first heading')
      // « En savoir plus » is readable on the offer's green, and the page has no serious violation.
      await expectNoSeriousAxeViolations(
        page,
        `home page with the offer (${viewport.name}, ${lang})`,
      )

      // Scrolled: the scroll-to-top button joins the dock, above the offer, and works.
      await page.mouse.wheel(0, 1_500)
      const toTop = layer.scrollToTop(text.toTop)
      await expect(toTop).toBeVisible()
      for (const control of [offer, feedback])
        expect(await layer.intersect(toTop, control)).toBe(false)
      await layer.expectUncovered(toTop, 'the scroll-to-top button')
      await toTop.click()
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5)
      await layer.expectUncovered(heading, 'the first heading')

      // The other language, the choice already made: the offer again, and still no violation.
      await new LandingPage(page).goto(floatingTexts[other].search)
      await new SiteChrome(page).waitUntilInteractive()
      await page.clock.fastForward(WELCOME_BANNER_DELAY_MS)
      await expect(layer.offer(floatingTexts[other].offer)).toHaveAttribute(
        'data-placement',
        'bottom',
      )
      await expectNoSeriousAxeViolations(
        page,
        `home page with the offer (${viewport.name}, ${other})`,
      )
    })
  }
})

test.describe('not found', () => {
  test('answers 404 with its French text', async ({ page }) => {
    const response = await page.goto('/nope')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Oops! Page introuvable' })).toBeVisible()
    await expect(page.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })

  test('speaks the visitor’s language', async ({ page }) => {
    const response = await page.goto('/sentier/perdu?lang=es')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', { name: 'Volver al inicio', exact: true })).toHaveAttribute(
      'href',
      '/?lang=es',
    )
  })
})

test.describe('bad input', () => {
  test('unknown, repeated or malformed lang values fall back to French', async ({ request }) => {
    for (const search of [
      '?lang=xx',
      '?lang=',
      '?lang=EN',
      '?lang=de&lang=nl&lang=xx',
      `?lang=${'é'.repeat(300)}`,
      '?lang=%E0%A4%A',
      `?q=${'a'.repeat(6000)}`,
    ]) {
      const response = await request.get(`/${search}`)
      expect(response.status(), search).toBe(200)
      expect(await response.text(), search).toContain('<html lang="fr"')
    }
  })

  test('a language prefix typed in the path goes to the one canonical address', async ({
    request,
  }) => {
    const response = await request.get('/de/contact', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers().location).toMatch(/\/contact\?lang=de$/)
  })

  test('unknown paths answer 404, never 500', async ({ request }) => {
    for (const path of [
      '/%',
      '/articles/../../etc/passwd',
      '/a'.repeat(300),
      '/cgv/extra',
      '/..%2f..%2fadmin',
    ]) {
      const response = await request.get(path)
      expect([400, 404], path).toContain(response.status())
    }
  })
})

test('every page carries the security headers and a content security policy without inline scripts', async ({
  page,
  request,
}) => {
  // A page rendered per request has a nonce; a visitor's page from the shared cache has hashes.
  const perRequest = await request.get('/auth')
  expect(perRequest.headers()['content-security-policy']).toMatch(
    /script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/,
  )
  // Asked for as a browser's navigation is: rendered for the cache even where '/' is not known yet.
  const response = await request.get('/', { headers: { Accept: 'text/html' } })
  const headers = response.headers()
  expect(headers['content-security-policy']).toMatch(
    /script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/,
  )
  expect(/script-src ([^;]*)/.exec(headers['content-security-policy']!)![1]).not.toContain(
    'unsafe-inline',
  )
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options']).toBe('DENY')
  expect(headers['critical-ch']).toBeUndefined()

  // The page works under that policy: no script is refused.
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      refused.push(message.text())
  })
  await new LandingPage(page).goto()
  await page.getByRole('button', { name: 'Passer au thème sombre' }).click()
  await expect(page.locator('html')).toHaveClass(/dark/)
  expect(refused).toEqual([])
})

test('API answers and files carry a policy that runs nothing; no HSTS outside production', async ({
  request,
}) => {
  for (const path of [
    '/api/articles?limit=1',
    '/api/globals/site-settings',
    '/api/media?limit=1',
  ]) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toBe(
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    )
    expect(headers['x-content-type-options'], path).toBe('nosniff')
  }
  const media = await request.get('/media/videos/ecoute-du-ruisseau')
  expect(media.headers()['content-security-policy']).toContain("default-src 'none'")
  // This server runs in embedded mode (plain http on one machine): no Strict-Transport-Security.
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined()
})

test('a form body over the limit posted to a page answers 413 with a clear page in the reader’s language', async ({
  request,
}) => {
  const response = await request.post('/auth?lang=de', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: `name=${'x'.repeat(1024 * 1024 + 10)}`,
  })
  expect(response.status()).toBe(413)
  const html = await response.text()
  expect(html).toContain('lang="de"')
  expect(html).toContain('Formular zu groß')
})

test.describe('search overlay', () => {
  test('opens with Ctrl+K, finds pages without accents, and goes there with the keyboard', async ({
    page,
  }) => {
    await new LandingPage(page).goto()
    await new SiteChrome(page).openSearch()
    const dialog = page.getByRole('dialog')
    const input = dialog.getByRole('combobox')
    await expect(input).toHaveAttribute('placeholder', 'Rechercher dans Sylva Cévennes...')
    for (const chip of ['Méditation', 'Sylvothérapie', 'Respiration', 'Nature']) {
      await expect(dialog.getByRole('button', { name: chip })).toBeVisible()
    }
    await input.fill('politique confidentialite')
    await expect(dialog.getByRole('option').first()).toContainText('Politique de confidentialité')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/politique-confidentialite$/)
  })

  test('says when nothing matches, and closes with Escape', async ({ page }) => {
    await new LandingPage(page).goto('?lang=es')
    await page.getByRole('button', { name: 'Abrir la búsqueda' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('combobox').fill('zzqx')
    await expect(dialog.getByText('Buscando...')).toBeVisible()
    await expect(dialog.getByRole('status')).toContainText('zzqx')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })
})

test('a signed-in staff member sees French dates in the admin, and the signed-in variants of the header and the hero', async ({
  page,
}) => {
  const { email, password } = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(email, password)
  await login.expectDashboard()

  // The admin writes dates the French way: day, month, year, then a 24-hour time (issue 48 › 4).
  await page.goto('/admin/collections/users')
  await expect(page.locator('td.cell-updatedAt').first()).toHaveText(
    /^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}, [0-2]\d:[0-5]\d$/,
  )

  await new LandingPage(page).goto()
  const header = page.getByRole('banner')
  await expect(header.getByRole('status')).toHaveText('Premium')
  await expect(header.getByRole('link', { name: 'Espace membre' })).toHaveAttribute(
    'href',
    '/membre',
  )
  await expect(header.getByRole('button', { name: 'Se déconnecter' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Connexion' })).toHaveCount(0)
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Mon espace Premium' }),
  ).toHaveAttribute('href', '/membre')
  await expect(page.getByRole('main').getByRole('link', { name: 'Se connecter' })).toHaveCount(0)

  // Nothing in the header runs past the right edge and the page does not scroll sideways, in French
  // and in German: on a tablet (1024 px, the menu button) and with the full header (from 1280 px).
  for (const width of [1024, 1280, 1536]) {
    await page.setViewportSize({ width, height: 800 })
    for (const [address, logout] of [
      ['/', 'Se déconnecter'],
      ['/?lang=de', 'Abmelden'],
    ] as const) {
      await page.goto(address)
      if (width >= 1280) {
        const box = await header.getByRole('button', { name: logout }).boundingBox()
        expect(box!.x + box!.width, `${address} at ${width} px`).toBeLessThanOrEqual(width)
      }
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(sideways, `${address} at ${width} px`).toBeLessThanOrEqual(0)
    }
  }
})

test('the sign-in screen’s landscape fills its side of the card, with no blank band', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1100 })
  await page.goto('/auth')
  const picture = page.locator('main > aside img:visible')
  const frame = await page.locator('main > aside > div').first().boundingBox()
  const drawn = await picture.boundingBox()
  expect(drawn!.height).toBeGreaterThanOrEqual(frame!.height - 1)
})
