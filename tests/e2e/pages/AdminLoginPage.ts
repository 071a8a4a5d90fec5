import { expect, type Page } from '@playwright/test'

/** Payload's admin login, in French. */
export class AdminLoginPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/admin/login')
    await expect(this.page.getByRole('button', { name: 'Se connecter' })).toBeVisible()
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.page.getByLabel('E-mail').fill(email)
    await this.page.getByLabel('Mot de passe').fill(password)
    await this.page.getByRole('button', { name: 'Se connecter' }).click()
  }

  async expectDashboard(): Promise<void> {
    await expect(this.page).toHaveURL(/\/admin\/?$/)
    await expect(
      this.page
        .getByRole('heading', { name: 'Tableau de bord' })
        .or(this.page.getByText('Tableau de bord').first()),
    ).toBeVisible()
  }
}
