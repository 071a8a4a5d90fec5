import { expect, type Locator, type Page } from '@playwright/test'

type Labels = { name: string; email: string; subject: string; message: string; submit: string }

const french: Labels = {
  name: 'Nom',
  email: 'Email',
  subject: 'Sujet (optionnel)',
  message: 'Message',
  submit: 'Envoyer',
}

/** The contact page (/contact): its form and the toasts it raises. */
export class ContactPage {
  constructor(
    readonly page: Page,
    private readonly labels: Labels = french,
  ) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/contact${query}`)
    await expect(this.submitButton()).toBeEnabled()
  }

  field(name: keyof Omit<Labels, 'submit'>): Locator {
    return this.page.getByRole('main').getByLabel(this.labels[name], { exact: true })
  }

  submitButton(): Locator {
    return this.page.getByRole('main').getByRole('button', { name: this.labels.submit })
  }

  honeypot(): Locator {
    return this.page.locator('input[name="website"]')
  }

  async fill(values: Partial<Record<keyof Omit<Labels, 'submit'>, string>>): Promise<void> {
    for (const [name, value] of Object.entries(values)) {
      await this.field(name as keyof Omit<Labels, 'submit'>).fill(value)
    }
  }

  async send(values: Partial<Record<keyof Omit<Labels, 'submit'>, string>>): Promise<void> {
    await this.fill(values)
    await this.submitButton().click()
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text })
  }

  /** The message under a field, tied to it by aria-describedby, and the field marked invalid. */
  async expectFieldError(name: keyof Omit<Labels, 'submit'>, message: string): Promise<void> {
    const field = this.field(name)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    const describedBy = (await field.getAttribute('aria-describedby')) ?? ''
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'))
    expect(errorId, `${name} has an error id`).toBeTruthy()
    await expect(this.page.locator(`[id="${errorId}"]`)).toHaveText(message)
  }
}
