import { expect, type Page, type Response } from '@playwright/test'

export class LandingPage {
  constructor(private readonly page: Page) {}

  async goto(search = ''): Promise<Response | null> {
    const response = await this.page.goto(`/${search}`)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
    return response
  }

  section(id: 'contenus' | 'tarifs' | 'faq') {
    return this.page.locator(`section#${id}`)
  }

  startingPrice() {
    return this.page.getByTestId('starting-price')
  }
}
