import { expect, type Locator, type Page } from '@playwright/test'

type Labels = { open: string; title: string; submit: string; cancel: string; close: string }

const french: Labels = {
  open: 'Donner votre avis',
  title: 'Votre avis compte',
  submit: 'Envoyer',
  cancel: 'Annuler',
  close: 'Fermer',
}

/** The floating feedback button and its dialog. */
export class FeedbackWidget {
  constructor(
    private readonly page: Page,
    readonly labels: Labels = french,
  ) {}

  button(): Locator {
    return this.page.getByRole('button', { name: this.labels.open })
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.labels.title })
  }

  submitButton(): Locator {
    return this.dialog().getByRole('button', { name: this.labels.submit, exact: true })
  }

  async open(): Promise<void> {
    await this.button().click()
    await expect(this.dialog()).toBeVisible()
  }

  star(name: string): Locator {
    return this.dialog().getByRole('radio', { name })
  }

  suggestions(): Locator {
    return this.dialog().getByRole('textbox')
  }
}
