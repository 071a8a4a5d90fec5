import { expect, type Locator, type Page } from '@playwright/test'

/** What floats over a page: the cookie banner, the bottom dock's controls and its offer. */
export class FloatingLayer {
  constructor(private readonly page: Page) {}

  offer(name = '7 jours de contenus Premium offerts'): Locator {
    return this.page.getByRole('complementary', { name })
  }

  scrollToTop(name = 'Revenir en haut de la page'): Locator {
    return this.page.getByRole('button', { name })
  }

  /**
   * Every element drawn over the page (fixed, with a size, seen), outermost only, as a short
   * description: what a visitor sees floating.
   */
  async floating(): Promise<string[]> {
    return this.page.evaluate(() => {
      const seen = (element: Element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        return (
          box.width > 0 &&
          box.height > 0 &&
          style.visibility === 'visible' &&
          Number(style.opacity) > 0.05
        )
      }
      const floating = [...document.body.querySelectorAll('*')].filter(
        (element) => getComputedStyle(element).position === 'fixed' && seen(element),
      )
      // A floating container counts by what it holds.
      const drawn = floating.flatMap((element) =>
        element.matches('[data-floating-dock]')
          ? [
              ...element.querySelectorAll(
                '[data-dock-slot="left"] > * > *, [data-dock-slot="right"] > * > *, [data-dock-slot="offer"] > *',
              ),
            ].filter(seen)
          : [element],
      )
      return drawn.map(
        (element) =>
          element.getAttribute('aria-label') ??
          element.querySelector('h2')?.textContent ??
          element.tagName.toLowerCase(),
      )
    })
  }

  /** Whether two elements' boxes share any area. */
  async intersect(a: Locator, b: Locator): Promise<boolean> {
    const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()]
    if (!boxA || !boxB) throw new Error('both elements must be on screen')
    return (
      boxA.x < boxB.x + boxB.width &&
      boxB.x < boxA.x + boxA.width &&
      boxA.y < boxB.y + boxB.height &&
      boxB.y < boxA.y + boxA.height
    )
  }

  /** The element at the centre of `control` is the control itself (or inside it): nothing covers it. */
  async expectUncovered(control: Locator, label: string): Promise<void> {
    await expect(control).toBeVisible()
    await expect
      .poll(
        () =>
          control.evaluate((element) => {
            const box = element.getBoundingClientRect()
            const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
            return top !== null && element.contains(top)
          }),
        { message: `${label} is covered` },
      )
      .toBe(true)
  }
}
