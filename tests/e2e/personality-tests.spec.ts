/**
 * The personality tests, as people meet them: a visitor reads a test's introduction and first question
 * and nothing more (HTML and React payload), signs up from there and finds the answer kept; members
 * take every test in French and in German, one question per screen, and find the result in « Mes
 * résultats »; a free member gets the profile and a teaser, Premium the detailed result, including for
 * results from before; a share link shows only the profile and stops once revoked; a tampered, replayed
 * or unknown submission saves nothing; and the whole test works with JavaScript off.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import type { Locale } from '../../src/i18n/locales'
import { scoreAnswers, type Answers } from '../../src/lib/personality/scoring'
import { readTests, type TestSeed } from '../../src/lib/seed/tests-content'
import { linkIn } from '../support/mail'
import { AuthPage } from './pages/AuthPage'
import { expectNoSeriousAxeViolations } from './support/axe'
import {
  createConfirmedMember,
  setSubscriptionStatus,
  uniqueAddress,
  uniqueClientIp,
} from './support/accounts'
import { waitForMail } from './support/mailbox'
import { e2eServer } from './support/server'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

const PASSWORD = 'une-longue-phrase-de-passe'
const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' }
const tests = readTests()
const tree = tests.find((item) => item.slug === 'quel-arbre-des-cevennes-etes-vous')!
const body = tests.find((item) => item.slug === 'ce-dont-votre-corps-a-besoin-aujourd-hui')!

const words = {
  fr: { next: 'Question suivante', finish: 'Voir mon résultat', progress: 'Question {n} sur {t}' },
  de: { next: 'Nächste Frage', finish: 'Mein Ergebnis ansehen', progress: 'Frage {n} von {t}' },
} as const

/**
 * A way of answering a test (`variant` shifts every choice), and the profile the scoring rule gives for
 * it — computed here from the launch content, independently of the pages.
 */
function plan(seed: TestSeed, variant = 0): { answers: Answers; profile: string } {
  const answers: Record<string, string | string[]> = {}
  for (const question of seed.questions) {
    const ids = question.answers.map((answer) => answer.id)
    if (question.kind === 'ranking')
      answers[question.id] = ids.map((_, index) => ids[(index + variant) % ids.length]!)
    else answers[question.id] = ids[(variant + (question.kind === 'scale' ? 3 : 0)) % ids.length]!
  }
  const score = scoreAnswers({ profiles: seed.profiles, questions: seed.questions }, answers)
  if (!score.ok) throw new Error(`the plan for ${seed.slug} does not score`)
  return { answers, profile: score.profile }
}

const path = (seed: TestSeed, locale: Locale, query = '') => {
  const params = new URLSearchParams(query)
  if (locale !== 'fr') params.set('lang', locale)
  const search = params.toString()
  return `/tests-personnalite/${seed.slug}${search ? `?${search}` : ''}`
}

/** Answers one question on screen, as a person does, and goes on. */
async function answerStep(
  page: Page,
  seed: TestSeed,
  index: number,
  given: string | readonly string[],
  locale: 'fr' | 'de',
) {
  const question = seed.questions[index]!
  const texts = seed.texts[locale].questions[question.id]!
  const total = seed.questions.length
  await expect(
    page.getByText(
      words[locale].progress.replace('{n}', String(index + 1)).replace('{t}', String(total)),
      { exact: true },
    ),
  ).toBeVisible()
  const group = page.getByRole('group', { name: texts.prompt })
  await expect(group).toBeVisible()
  if (question.kind === 'ranking') {
    const order = given as readonly string[]
    for (const [position, id] of order.entries())
      await group.getByLabel(texts.answers[id]!, { exact: true }).selectOption(String(position + 1))
  } else if (question.kind === 'scale') {
    await group.getByRole('radio', { name: new RegExp(`^${given as string}\\b`) }).check()
  } else {
    await group.getByRole('radio', { name: texts.answers[given as string]!, exact: true }).check()
  }
  const isLast = index === total - 1
  await page
    .getByRole('button', { name: isLast ? words[locale].finish : words[locale].next })
    .click()
}

async function takeTest(
  page: Page,
  seed: TestSeed,
  locale: 'fr' | 'de',
  answers: Answers,
  from = 0,
) {
  for (let index = from; index < seed.questions.length; index += 1)
    await answerStep(page, seed, index, answers[seed.questions[index]!.id]!, locale)
  await expect(page).toHaveURL(new RegExp(`/tests-personnalite/${seed.slug}/resultat/\\d+`))
}

async function signIn(page: Page, request: APIRequestContext, status: 'free' | 'active') {
  const email = uniqueAddress(status === 'active' ? 'premium-tests' : 'tests')
  const id = await createConfirmedMember(request, {
    email,
    password: PASSWORD,
    displayName: 'Lou Aigoual',
  })
  if (status === 'active') await setSubscriptionStatus(request, id, 'active')
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  return { id, email }
}

/** What this browser's session receives for a page: its HTML, and its React server payload. */
async function fetchBoth(page: Page, url: string): Promise<string[]> {
  const html = await page.request.get(url, { headers: sameOrigin })
  expect(html.status()).toBe(200)
  const rsc = await page.request.get(url, { headers: { ...sameOrigin, RSC: '1' } })
  expect(rsc.status()).toBe(200)
  return [await html.text(), await rsc.text()]
}

/** Text as HTML escapes it (apostrophes), to look for it in a page's source. */
const inSource = (text: string) => text.replace(/'/g, '&#x27;')
const contains = (source: string, text: string) =>
  source.includes(text) ||
  source.includes(inSource(text)) ||
  source.includes(JSON.stringify(text).slice(1, -1))

test('a visitor sees the introduction and the first question only, and signs up keeping the answer', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const fr = tree.texts.fr
  await page.goto('/tests-personnalite')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tests et questionnaires' }),
  ).toBeVisible()
  for (const seed of tests)
    await expect(page.getByRole('link', { name: seed.texts.fr.title, exact: true })).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.getByRole('link', { name: fr.title, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: fr.title })).toBeVisible()
  await expect(page.getByText(fr.disclaimer)).toBeVisible()
  await page.getByRole('link', { name: 'Commencer le test' }).click()
  await expect(page.getByRole('group', { name: fr.questions.q1!.prompt })).toBeVisible()

  // Nothing beyond the first question, in the page or in its React payload, even when asked for.
  const secret = [
    ...tree.questions.slice(1).map((question) => fr.questions[question.id]!.prompt),
    // Profile names are no secret (the introduction lists them); their texts are.
    ...Object.values(fr.profiles).flatMap((profile) => [profile.summary, profile.practice]),
  ]
  for (const url of [
    path(tree, 'fr'),
    path(tree, 'fr', 'q=1'),
    path(tree, 'fr', 'q=2'),
    path(tree, 'fr', 'q=5'),
  ])
    for (const source of await fetchBoth(page, url))
      for (const text of secret) expect(contains(source, text), `${url}: ${text}`).toBe(false)
  // The weights are not sent either: the first question's fields carry answer ids only.
  const [firstHtml] = await fetchBoth(page, path(tree, 'fr', 'q=1'))
  expect(firstHtml).not.toMatch(/weights|points/)

  // The visitor answers the second option; the sign-up page takes them on with it.
  const chosen = tree.questions[0]!.answers[1]!.id
  await page.getByRole('radio', { name: fr.questions.q1!.answers[chosen]!, exact: true }).check()
  await page.getByRole('button', { name: 'Continuer' }).click()
  await expect(page).toHaveURL(/\/auth\?tab=signup&redirect=/)
  const email = uniqueAddress('visiteur-test')
  const auth = new AuthPage(page)
  await auth.signUp(
    {
      name: 'Nom',
      email: 'Email',
      password: 'Mot de passe (min. 6 caractères)',
      submit: 'Créer mon compte',
    },
    { name: 'Maëlle', email, password: PASSWORD },
  )
  await expect(
    page.getByRole('heading', { name: 'Vérifiez votre boîte de réception' }),
  ).toBeVisible()
  const mail = await waitForMail(email)
  const link = new URL(linkIn(mail, `${e2eServer().baseURL}/auth?verify=`))
  await page.goto(`${link.pathname}${link.search}`)
  await auth.logIn({ email, password: PASSWORD })

  // Back at the second question; the first answer goes in with it.
  await expect(page).toHaveURL(new RegExp(`/tests-personnalite/${tree.slug}\\?q=2`))
  const { answers } = plan(tree)
  await takeTest(page, tree, 'fr', { ...answers, q1: chosen }, 1)
  const response = await page.request.get('/api/account/export', { headers: sameOrigin })
  expect(response.status()).toBe(200)
  const exported = (await response.json()) as {
    personalityTests: { test: string; answers: Record<string, unknown>; status: string }[]
  }
  const saved = exported.personalityTests.find((item) => item.test === tree.slug)
  expect(saved).toMatchObject({ status: 'complete', answers: { q1: chosen } })
})

test('a free member takes every test in French, keeps the profile, and sees the details once Premium', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  const { id } = await signIn(page, request, 'free')
  const results: { seed: TestSeed; url: string }[] = []
  for (const seed of tests) {
    const { answers, profile } = plan(seed)
    const fr = seed.texts.fr
    await page.goto(path(seed, 'fr'))
    await page.getByRole('link', { name: 'Commencer le test' }).click()
    if (seed === tree) {
      // Leaving after three answers and coming back: the answers are where they were.
      for (let index = 0; index < 3; index += 1)
        await answerStep(page, seed, index, answers[seed.questions[index]!.id]!, 'fr')
      await page.goto(path(seed, 'fr'))
      await page
        .getByRole('link', { name: `Reprendre à la question 4 sur ${seed.questions.length}` })
        .click()
      await expect(page).toHaveURL(/q=4$/)
      await page.getByRole('link', { name: 'Question précédente' }).click()
      const third = fr.questions[seed.questions[2]!.id]!
      await expect(page.getByRole('group', { name: third.prompt })).toBeVisible()
      await takeTest(page, seed, 'fr', answers, 2)
    } else {
      await takeTest(page, seed, 'fr', answers)
    }
    const named = fr.profiles[profile]!
    await expect(page.getByRole('heading', { level: 1, name: named.name })).toBeVisible()
    await expect(page.getByText(named.summary)).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Le résultat détaillé, avec Premium' }),
    ).toBeVisible()
    // The details are not in the page nor in its React payload.
    const details = [
      named.portrait.split('\n')[0]!,
      named.practice.split('\n')[0]!,
      ...named.strengths,
    ]
    for (const source of await fetchBoth(page, page.url()))
      for (const text of details) expect(contains(source, text), text).toBe(false)
    results.push({ seed, url: new URL(page.url()).pathname })
  }
  await expectNoSeriousAxeViolations(page)

  // « Mes résultats », from the member area.
  await page.goto('/membre')
  await page.getByRole('link', { name: 'Mes résultats de tests' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mes résultats' })).toBeVisible()
  for (const seed of tests)
    await expect(page.getByRole('link', { name: seed.texts.fr.title, exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Voir le résultat' })).toHaveCount(tests.length)

  // Premium opens the earlier results in full.
  await setSubscriptionStatus(request, id, 'active')
  const first = results[0]!
  const profile = first.seed.texts.fr.profiles[plan(first.seed).profile]!
  await page.goto(first.url)
  await expect(page.getByRole('heading', { name: 'Votre portrait' })).toBeVisible()
  await expect(page.getByText(profile.portrait.split('\n')[0]!)).toBeVisible()
  await expect(page.getByRole('img', { name: /^Vos points par profil/ })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Pour aller plus loin' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})

test('a Premium member takes every test in German and gets the detailed result', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await signIn(page, request, 'active')
  for (const seed of tests) {
    const { answers, profile } = plan(seed, 1)
    const de = seed.texts.de
    await page.goto(path(seed, 'de', 'q=1'))
    await takeTest(page, seed, 'de', answers)
    const named = de.profiles[profile]!
    await expect(page.getByRole('heading', { level: 1, name: named.name })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Dein Porträt' })).toBeVisible()
    await expect(page.getByText(named.practice.split('\n')[0]!)).toBeVisible()
    await expect(page.getByRole('img', { name: /^Deine Punkte pro Profil/ })).toBeVisible()
  }
  await expectNoSeriousAxeViolations(page)
  await page.goto('/membre/resultats?lang=de')
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Ergebnisse' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ergebnis ansehen' })).toHaveCount(tests.length)
})

test('a share link shows only the profile, with a social image, and stops once revoked', async ({
  page,
  request,
  browser,
}) => {
  const { email } = await signIn(page, request, 'free')
  const { answers, profile } = plan(body)
  await page.goto(path(body, 'fr', 'q=1'))
  await takeTest(page, body, 'fr', answers)
  const resultUrl = page.url()
  await page.getByRole('button', { name: 'Créer un lien de partage' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('Le lien est prêt')
  const field = page.getByLabel('Lien de partage')
  await expect(field).toHaveValue(/\/tests-personnalite\/partage\/[A-Za-z0-9_-]+$/)
  const shareUrl = new URL(await field.inputValue())

  const visitor = await browser.newContext({ baseURL: e2eServer().baseURL })
  const stranger = await visitor.newPage()
  const shared = await stranger.goto(shareUrl.pathname)
  expect(shared?.status()).toBe(200)
  const named = body.texts.fr.profiles[profile]!
  await expect(stranger.getByRole('heading', { level: 1, name: named.name })).toBeVisible()
  const html = await stranger.content()
  for (const personal of [email, 'Lou Aigoual', named.portrait.split('\n')[0]!])
    expect(contains(html, personal), personal).toBe(false)
  for (const question of body.questions)
    for (const label of Object.values(body.texts.fr.questions[question.id]!.answers))
      expect(contains(html, label)).toBe(false)
  const image = await stranger.locator('meta[property="og:image"]').getAttribute('content')
  expect(image).toMatch(/\/tests-personnalite\/partage\/[A-Za-z0-9_-]+\.png/)
  const picture = await visitor.request.get(new URL(image!).pathname)
  expect(picture.status()).toBe(200)
  expect(picture.headers()['content-type']).toBe('image/png')
  await expect(stranger.getByRole('link', { name: 'Faire le test à mon tour' })).toBeVisible()

  await page.goto(resultUrl)
  await page.getByRole('button', { name: 'Supprimer le lien' }).click()
  await expect(page.getByRole('main').getByRole('status')).toContainText('Le lien est supprimé')
  await expect(page.getByRole('button', { name: 'Créer un lien de partage' })).toBeVisible()
  expect((await visitor.request.get(shareUrl.pathname)).status()).toBe(404)
  expect((await visitor.request.get(new URL(image!).pathname)).status()).toBe(404)
  await visitor.close()
})

test('a tampered, replayed or unknown submission saves nothing and says why', async ({
  page,
  request,
}) => {
  await signIn(page, request, 'free')
  const fr = body.texts.fr
  const { answers } = plan(body)
  await page.goto(path(body, 'fr', 'q=1'))

  // An answer id of another question.
  const foreign = body.questions[1]!.answers[4]!.id
  const radio = page.getByRole('radio', {
    name: fr.questions.q1!.answers[body.questions[0]!.answers[0]!.id]!,
    exact: true,
  })
  await radio.check()
  await radio.evaluate(
    (input, value) => ((input as HTMLInputElement).value = value),
    `${foreign}-x`,
  )
  await page.getByRole('button', { name: 'Question suivante' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Cette réponse ne fait pas partie de la question. Choisissez parmi les propositions.',
  )
  await expect(page).toHaveURL(/q=1&error=unknown-answer$/)

  // The form claims to be another question.
  await radio.check()
  await page
    .locator('input[name="question"]')
    .evaluate((input) => ((input as HTMLInputElement).value = 'q2'))
  await page.getByRole('button', { name: 'Question suivante' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText('rien n’a été enregistré')

  // An unknown test.
  await page.goto(path(body, 'fr', 'q=1'))
  await radio.check()
  await page
    .locator('input[name="test"]')
    .evaluate((input) => ((input as HTMLInputElement).value = 'test-inconnu'))
  await page.getByRole('button', { name: 'Question suivante' }).click()
  await expect(page).toHaveURL(/\/tests-personnalite\?error=unknown$/)
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Ce test n’existe pas ou n’est plus publié.',
  )

  // Nothing of that was saved: the test starts at the first question.
  await page.goto(path(body, 'fr'))
  await expect(page.getByRole('link', { name: 'Commencer le test' })).toBeVisible()

  // A finished test's last form, sent again: refused, not applied to a new attempt.
  await page.getByRole('link', { name: 'Commencer le test' }).click()
  await takeTest(page, body, 'fr', answers)
  await page.goBack()
  await expect(page.getByRole('button', { name: 'Voir mon résultat' })).toBeVisible()
  const last = body.questions.at(-1)!
  await page
    .getByRole('group', { name: fr.questions[last.id]!.prompt })
    .getByRole('radio')
    .first()
    .check()
  await page.getByRole('button', { name: 'Voir mon résultat' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Ce formulaire n’était plus à jour',
  )
  await page.goto('/membre/resultats')
  await expect(page.getByRole('link', { name: 'Voir le résultat' })).toHaveCount(1)
  await expect(page.getByText(/résultat précédent/)).toHaveCount(0)
})

test('without JavaScript, a member takes a test as plain forms and reaches the result', async ({
  page,
  request,
  browser,
}) => {
  // Signing in needs the bot check's script; the session then moves to a browser without scripts.
  await signIn(page, request, 'free')
  const scriptless = await browser.newContext({
    baseURL: e2eServer().baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  })
  const plain = await scriptless.newPage()
  const { answers, profile } = plan(body, 2)
  await plain.goto(path(body, 'fr'))
  await plain.getByRole('link', { name: 'Commencer le test' }).click()
  await takeTest(plain, body, 'fr', answers)
  await expect(
    plain.getByRole('heading', { level: 1, name: body.texts.fr.profiles[profile]!.name }),
  ).toBeVisible()
  await scriptless.close()
})
