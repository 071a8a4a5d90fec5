import { expect, type Page } from '@playwright/test'

import type { ConsentRecord } from '../../../src/lib/consent/shared'

type Labels = {
  title: string
  acceptAll: string
  essentialsOnly: string
  customise: string
  close: string
  dialogTitle: string
  save: string
  cancel: string
  saved: string
}

const labels: Record<'fr' | 'de', Labels> = {
  fr: {
    title: 'Vos cookies, votre choix',
    acceptAll: 'Tout accepter',
    essentialsOnly: 'Essentiels uniquement',
    customise: 'Personnaliser',
    close: 'Fermer le bandeau sans faire de choix',
    dialogTitle: 'Gérer les cookies',
    save: 'Enregistrer',
    cancel: 'Annuler',
    saved: 'Vos choix en matière de cookies sont enregistrés.',
  },
  de: {
    title: 'Deine Cookies, deine Wahl',
    acceptAll: 'Alle akzeptieren',
    essentialsOnly: 'Nur notwendige',
    customise: 'Anpassen',
    close: 'Banner schließen, ohne zu wählen',
    dialogTitle: 'Cookies verwalten',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Deine Cookie-Einstellungen wurden gespeichert.',
  },
}

/** The cookie banner, the preferences dialog and what the browser keeps of a decision. */
export class CookieConsent {
  readonly text: Labels

  constructor(
    private readonly page: Page,
    language: 'fr' | 'de' = 'fr',
  ) {
    this.text = labels[language]
  }

  banner() {
    return this.page.getByRole('region', { name: this.text.title })
  }

  button(name: 'acceptAll' | 'essentialsOnly' | 'customise' | 'close') {
    return this.banner().getByRole('button', { name: this.text[name], exact: true })
  }

  dialog() {
    return this.page.getByRole('dialog', { name: this.text.dialogTitle })
  }

  /** « Enregistrer » / « Annuler » of the dialog (exact: the close icon says "Fermer sans enregistrer"). */
  dialogButton(name: 'save' | 'cancel') {
    return this.dialog().getByRole('button', { name: this.text[name], exact: true })
  }

  toggle(category: string) {
    return this.dialog().getByRole('switch', { name: category })
  }

  async expectBanner(): Promise<void> {
    await expect(this.banner()).toBeVisible()
  }

  /**
   * Clicks and waits for the page to load again (the reload rules of
   * docs/behaviour.md › Cookie consent and privacy).
   */
  async clickAndExpectReload(click: () => Promise<void>): Promise<void> {
    await this.page.evaluate(() => {
      ;(window as Window & { beforeReload?: boolean }).beforeReload = true
    })
    const reloaded = this.page.waitForEvent('load')
    await click()
    await reloaded
    expect(
      await this.page.evaluate(() => (window as Window & { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined()
  }

  /**
   * Saves with a click and checks the page stayed the same document (no reload): the banner and the
   * dialog close and the "saved" notice shows.
   */
  async saveWithoutReload(click: () => Promise<void>): Promise<void> {
    await this.page.evaluate(() => {
      ;(window as Window & { sameDocument?: boolean }).sameDocument = true
    })
    await click()
    await expect(this.dialog()).toBeHidden()
    await expect(this.banner()).toBeHidden()
    await expect(this.page.getByText(this.text.saved)).toBeVisible()
    expect(
      await this.page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
    ).toBe(true)
  }

  async openFromFooter(name = 'Gérer les cookies'): Promise<void> {
    await this.page.getByRole('contentinfo').getByRole('link', { name }).click()
    await expect(this.dialog()).toBeVisible()
  }

  async stored(): Promise<ConsentRecord | null> {
    const raw = await this.page.evaluate(() => localStorage.getItem('cookie-consent'))
    return raw ? (JSON.parse(raw) as ConsentRecord) : null
  }

  async cookieNames(): Promise<string[]> {
    return (await this.page.context().cookies()).map((cookie) => cookie.name).sort()
  }

  async storageKeys(): Promise<{ local: string[]; session: string[] }> {
    return this.page.evaluate(() => ({
      local: Object.keys(localStorage).sort(),
      session: Object.keys(sessionStorage).sort(),
    }))
  }
}
