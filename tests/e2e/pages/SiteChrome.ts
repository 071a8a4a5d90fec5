import { expect, type Page } from '@playwright/test'

/** The header, footer and floating elements shared by every page. */
export class SiteChrome {
  constructor(private readonly page: Page) {}

  header() {
    return this.page.getByRole('banner')
  }

  footer() {
    return this.page.getByRole('contentinfo')
  }

  async chooseLanguage(name: string): Promise<void> {
    await this.header()
      .getByRole('button', {
        name: /Choisir la langue|Choose language|Elegir idioma|Sprache wählen|Taal kiezen/,
      })
      .click()
    const option = this.page.getByRole('menuitem', { name })
    await expect(option).toBeVisible()
    await option.click()
  }

  /** A toast with this title, and this description (or, with null, none that says `absent`). */
  async expectToast(title: string, description: string, absent?: string): Promise<void> {
    const toast = this.page.locator('[data-sonner-toast]').filter({ hasText: title })
    await expect(toast).toBeVisible()
    if (description) await expect(toast).toContainText(description)
    if (absent) await expect(toast).not.toContainText(absent)
  }

  async toggleTheme(): Promise<void> {
    await this.header()
      .getByRole('button', { name: /thème|theme|tema|Design|thema/i })
      .first()
      .click()
  }
}
