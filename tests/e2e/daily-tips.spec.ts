/**
 * The daily tips in the member area: visitors are sent to sign in and come back; a member reaches the
 * page from the member area's shortcut and finds the tip the rule gives for today in Paris, the same
 * in German, with the 30 days before it.
 */
import { expect, test } from '@playwright/test'

import { readTips } from '../../src/lib/seed/tips-content'
import { parisDay, tipsOfDays } from '../../src/lib/tips/rotation'
import { AuthPage } from './pages/AuthPage'
import { expectNoSeriousAxeViolations } from './support/axe'
import { createConfirmedMember, uniqueAddress, uniqueClientIp } from './support/accounts'
import { mailsFor, waitForMail } from './support/mailbox'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

const PASSWORD = 'une-longue-phrase-de-passe'
const tips = readTips()
const today = parisDay()

/** What the rule gives for today and the 30 days before, from the launch content. */
function expected() {
  const from = new Date(Date.parse(`${today}T12:00:00Z`) - 30 * 86_400_000)
    .toISOString()
    .slice(0, 10)
  const days = tipsOfDays(
    tips.map((tip) => ({ id: tip.slug, months: tip.months, pinnedDate: tip.pinnedDate })),
    from,
    today,
  )
  const slug = days.get(today)?.id
  const tip = tips.find((candidate) => candidate.slug === slug)
  if (!tip) throw new Error(`no launch tip for ${today}`)
  return { tip, archived: days.size - 1 }
}

test('a visitor is asked to sign in first', async ({ page }) => {
  await page.goto('/membre/conseils-quotidiens')
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fmembre%2Fconseils-quotidiens$/)
})

test('a member finds today’s tip from the member area, in French and German', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('tips')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)

  const { tip, archived } = expected()
  await page.getByRole('link', { name: 'Conseils du jour' }).click()
  await expect(page).toHaveURL(/\/membre\/conseils-quotidiens$/)
  await expect(page.getByRole('heading', { level: 1, name: tip.texts.fr.title })).toBeVisible()
  const archive = page.getByRole('region', { name: 'Les 30 derniers jours' })
  await expect(archive.getByRole('listitem')).toHaveCount(archived)
  // An archived tip opens in place.
  await archive.getByRole('listitem').first().locator('summary').click()
  await expect(archive.getByRole('listitem').first().locator('.prose-library')).toBeVisible()
  await expectNoSeriousAxeViolations(page)

  await page.goto('/membre/conseils-quotidiens?lang=de')
  await expect(page.getByRole('heading', { level: 1, name: tip.texts.de.title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Die letzten 30 Tage' })).toBeVisible()
})

test('a member marks today’s tip done once, keeps favourites and a streak, in the data export', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('pratique')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  const { tip } = expected()

  // Two tabs on the page: marking in both counts once.
  const other = await page.context().newPage()
  await other.goto('/membre/conseils-quotidiens')
  await page.goto('/membre/conseils-quotidiens')
  await expect(page.getByText('Pas encore de série : commencez aujourd’hui.')).toBeVisible()
  // A forged tip (not today's) is refused, and nothing is marked.
  const done = page.getByRole('button', { name: 'J’ai fait ce conseil' })
  await done
    .locator('xpath=ancestor::form')
    .locator('input[name="tip"]')
    .evaluate((input) => ((input as HTMLInputElement).value = 'un-autre-conseil'))
  await done.click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Seul le conseil d’aujourd’hui peut être marqué comme fait.',
  )
  await expect(page.getByText('Pas encore de série : commencez aujourd’hui.')).toBeVisible()
  await page.getByRole('button', { name: 'J’ai fait ce conseil' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Fait aujourd’hui' })).toBeVisible()
  await expect(page.getByText('Série : 1 jour')).toBeVisible()
  await other.getByRole('button', { name: 'J’ai fait ce conseil' }).click()
  await expect(other.getByText('Série : 1 jour')).toBeVisible()
  await other.close()

  await page.goto('/membre/conseils-quotidiens')
  const archived = page
    .getByRole('region', { name: 'Les 30 derniers jours' })
    .getByRole('listitem')
    .first()
  await archived.locator('summary').click()
  await archived.getByRole('button', { name: /^Ajouter aux favoris/ }).click()
  const favourites = page.getByRole('region', { name: 'Vos favoris' })
  await expect(favourites.getByRole('listitem')).toHaveCount(1)
  await page
    .getByRole('button', { name: new RegExp(`^Ajouter aux favoris ?: ${tip.texts.fr.title}`) })
    .click()
  await expect(favourites.getByRole('listitem')).toHaveCount(2)
  await favourites.getByRole('listitem').first().locator('summary').click()
  await favourites
    .getByRole('button', { name: /^Retirer des favoris/ })
    .first()
    .click()
  await expect(favourites.getByRole('listitem')).toHaveCount(1)

  const response = await page.request.get('/api/account/export', {
    headers: { 'Sec-Fetch-Site': 'same-origin' },
  })
  const data = (await response.json()) as {
    dailyTips: { done: { day: string; tip: string }[]; favourites: { tip: string }[] }
  }
  expect(data.dailyTips.done).toEqual([{ day: today, tip: tip.slug }])
  expect(data.dailyTips.favourites).toHaveLength(1)
})

test('the morning e-mail is switched on and off from the member area; a used or wrong link changes nothing', async ({
  page,
  request,
}) => {
  const email = uniqueAddress('matin')
  await createConfirmedMember(request, { email, password: PASSWORD, displayName: 'Lou' })
  const auth = new AuthPage(page)
  await auth.goto('?tab=login')
  await auth.logIn({ email, password: PASSWORD })
  await expect(page).toHaveURL(/\/membre$/)
  const morning = page.getByRole('region', { name: 'Le conseil du matin' })
  await expect(morning.getByText('Vous ne recevez pas le conseil du matin.')).toBeVisible()
  await morning.getByRole('button', { name: 'Recevoir le conseil du matin' }).click()
  await expect(morning.getByRole('status')).toHaveText(
    'C’est noté : le conseil vous attendra demain matin à 7 h.',
  )
  await expect(morning.getByText(`Vous recevez le conseil du matin à ${email}.`)).toBeVisible()

  // Tomorrow's e-mail at once, to see it without waiting for 07:00; its one-click link (RFC 8058,
  // as a mail program posts it) turns the e-mail off without a login.
  const mailsBefore = mailsFor(email).length
  await morning.getByRole('button', { name: 'M’envoyer celui de demain maintenant' }).click()
  await expect(morning.getByRole('status')).toContainText(`le conseil de demain arrive à ${email}`)
  const mail = await waitForMail(email, mailsBefore + 1)
  expect(mail.subject).toMatch(/ – le conseil du jour$/)
  const oneClickLink = /^<(.+)>$/.exec(String(mail.headers['list-unsubscribe']))![1]!
  const unsubscribed = await request.post(oneClickLink.replace(/^https?:\/\/[^/]+/, ''), {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(unsubscribed.status()).toBe(200)
  await page.reload()
  await expect(morning.getByText('Vous ne recevez pas le conseil du matin.')).toBeVisible()

  await morning.getByRole('button', { name: 'Recevoir le conseil du matin' }).click()
  await expect(morning.getByText(`Vous recevez le conseil du matin à ${email}.`)).toBeVisible()
  await morning.getByRole('button', { name: 'Ne plus le recevoir' }).click()
  await expect(morning.getByText('Vous ne recevez pas le conseil du matin.')).toBeVisible()

  // Without a login, a link whose secret is unknown: a clear page, never an error.
  const visitor = await page.context().browser()!.newContext()
  const stranger = await visitor.newPage()
  await stranger.goto(
    `${new URL(page.url()).origin}/desabonnement-conseil?jeton=inconnu-depuis-toujours-1234`,
  )
  await stranger.getByRole('button', { name: 'Arrêter le conseil du matin' }).click()
  await expect(stranger.getByRole('status')).toContainText('Ce lien n’est plus valable')
  const oneClick = await visitor.request.post(
    `${new URL(page.url()).origin}/desabonnement-conseil/un-clic?jeton=inconnu-depuis-toujours-1234`,
    { form: { 'List-Unsubscribe': 'One-Click' } },
  )
  expect(oneClick.status()).toBe(200)
  await visitor.close()
})
