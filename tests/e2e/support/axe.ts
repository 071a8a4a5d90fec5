import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Runs axe on the page as it is and fails on any serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, label = page.url()): Promise<void> {
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
