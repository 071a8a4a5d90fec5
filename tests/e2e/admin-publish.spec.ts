/**
 * Publishing from the admin by typing only a title and a body (issue 48): the address, the reading
 * time and the excerpt come from them, and the editor sees what was computed.
 */
import { expect, test } from '@playwright/test'

import { AdminLoginPage } from './pages/AdminLoginPage'
import { uniqueClientIp } from './support/accounts'
import { e2eServer, seededAdminLogin } from './support/server'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClientIp() } })

test('an editor publishes an article with only a title and a body', async ({ page }) => {
  const admin = seededAdminLogin(e2eServer().dataDir)
  const login = new AdminLoginPage(page)
  await login.goto()
  await login.logIn(admin.email, admin.password)
  await login.expectDashboard()

  await page.goto('/admin/collections/articles/create')
  const stamp = Date.now()
  await page.locator('#field-title').fill(`Sylvothérapie à l’Aigoual ${stamp}`)
  const body = page.locator('.rich-text-lexical [contenteditable="true"]').first()
  await body.click()
  await page.keyboard.type('Sous les hêtres de l’Aigoual, le vent tombe et la forêt respire.')
  await page.locator('#action-save').click()

  await expect(page).toHaveURL(/\/admin\/collections\/articles\/\d+/)
  await expect(page.locator('#field-slug')).toHaveValue(`sylvotherapie-a-l-aigoual-${stamp}`)
  await expect(page.locator('#field-minutes')).toHaveValue('1')
  await expect(page.locator('#field-excerpt')).toHaveValue(/^Sous les hêtres de l’Aigoual/)
  await expect(page.getByText('Ce champ est requis')).toHaveCount(0)
})
