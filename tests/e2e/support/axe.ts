import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Runs axe on the page once its transitions have settled (a toast fading in has, for a moment, the
 * contrast of half its opacity) and fails on any serious or critical violation.
 */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        // Spinners turn forever; what matters are the transitions that end.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  )
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
  expect(
    serious.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    label,
  ).toEqual([])
}
