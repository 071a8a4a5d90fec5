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
