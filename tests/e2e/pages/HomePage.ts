import { expect, type Page } from '@playwright/test'

export class HomePage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    const response = await this.page.goto('/')
    expect(response?.status()).toBe(200)
  }

  async expectBrand(brand: string): Promise<void> {
    await expect(
      this.page.getByRole('banner').getByRole('link', { name: new RegExp(`^${brand}`) }),
    ).toBeVisible()
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }
}
