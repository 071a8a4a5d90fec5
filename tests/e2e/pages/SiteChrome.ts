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

  /**
   * Waits until the page's script runs: the header's search control is a link in the server's HTML and
   * becomes a button with a keyboard shortcut once hydrated (src/components/Search/SearchButton.client.tsx).
   * A click or a shortcut before that would do nothing.
   */
  async waitUntilInteractive(): Promise<void> {
    await expect(this.header().locator('button[aria-keyshortcuts]')).toBeVisible()
  }

  /** Opens the search overlay with Ctrl+K, as a reader does, once the page listens for it. */
  async openSearch() {
    await this.waitUntilInteractive()
    await this.page.keyboard.press('Control+k')
    const dialog = this.page.getByRole('dialog')
    await expect(dialog.getByRole('combobox')).toBeVisible()
    return dialog
  }

  async chooseLanguage(name: string): Promise<void> {
    await this.waitUntilInteractive()
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
