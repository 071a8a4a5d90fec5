import { expect, type Locator, type Page } from '@playwright/test'

/** The auth screen (/auth): tabs, forms and the self-hosted bot check. */
export class AuthPage {
  constructor(private readonly page: Page) {}

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/auth${query}`)
    await expect(this.page.getByRole('main').locator('form').first()).toBeVisible()
  }

  form(): Locator {
    return this.page.getByRole('main').locator('form').first()
  }

  captchaBox(): Locator {
    return this.page.locator('altcha-widget input[type="checkbox"]')
  }

  /** Ticks "I'm not a robot" and waits until the proof of work is solved and in the form. */
  async solveCaptcha(): Promise<void> {
    const widget = this.page.locator('altcha-widget')
    await expect(widget).toBeVisible()
    // The checkbox is drawn over by the widget's own tick mark: click its label, as a person does.
    await widget.locator(`label[for="${await this.captchaBox().getAttribute('id')}"]`).click()
    await expect(this.page.locator('input[name="altcha"]')).not.toHaveValue('', { timeout: 30_000 })
  }

  async fill(label: string | RegExp, value: string): Promise<void> {
    await this.page.getByLabel(label, { exact: typeof label === 'string' }).fill(value)
  }

  async signUp(
    labels: { name: string; email: string; password: string; submit: string },
    values: { name: string; email: string; password: string },
  ): Promise<void> {
    await this.fill(labels.name, values.name)
    await this.fill(labels.email, values.email)
    await this.fill(labels.password, values.password)
    await this.solveCaptcha()
    await this.page.getByRole('button', { name: labels.submit }).click()
  }

  async logIn(
    values: { email: string; password: string },
    labels = { email: 'Email', password: 'Mot de passe', submit: 'Se connecter' },
  ): Promise<void> {
    await this.fill(labels.email, values.email)
    await this.fill(labels.password, values.password)
    await this.solveCaptcha()
    await this.page.getByRole('main').getByRole('button', { name: labels.submit }).click()
  }

  alert(): Locator {
    return this.page.getByRole('main').getByRole('alert')
  }
}
