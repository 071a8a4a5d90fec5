/** Accounts for e2e tests: unique addresses and client IPs, and members created through the admin API. */
import { randomBytes } from 'node:crypto'

import { expect, type APIRequestContext } from '@playwright/test'

import { e2eServer, seededAdminLogin } from './server'

export function uniqueAddress(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.org`
}

/**
 * A client address of its own for a test (the site runs behind TRUST_PROXY=1 here, as behind a reverse
 * proxy), so that one test's attempts never count against another's rate limits.
 */
export function uniqueClientIp(): string {
  const [a, b, c] = randomBytes(3)
  return `10.${a}.${b}.${(c! % 254) + 1}`
}

export async function adminToken(request: APIRequestContext): Promise<string> {
  const { email, password } = seededAdminLogin(e2eServer().dataDir)
  // Staff sign-in is throttled per client address: each test's sign-in comes from its own.
  const response = await request.post('/api/users/login', {
    data: { email, password },
    headers: { 'X-Forwarded-For': uniqueClientIp() },
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** A confirmed member, created by the administrator (for tests that start after sign-up). */
export async function createConfirmedMember(
  request: APIRequestContext,
  values: { email: string; password: string; displayName: string; language?: string },
): Promise<number> {
  const token = await adminToken(request)
  const response = await request.post('/api/members', {
    headers: { Authorization: `JWT ${token}` },
    data: {
      email: values.email,
      password: values.password,
      displayName: values.displayName,
      _verified: true,
      preferences: { language: values.language ?? 'fr' },
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number } }).doc.id
}

/** Sets a member's subscription status as the administrator would (Premium on or off for a test). */
export async function setSubscriptionStatus(
  request: APIRequestContext,
  id: number,
  status: 'active' | 'free',
): Promise<void> {
  const changed = await request.patch(`/api/members/${id}`, {
    headers: { Authorization: `JWT ${await adminToken(request)}` },
    data: { subscriptionStatus: status, subscriptionTier: status === 'active' ? 'Mensuel' : null },
  })
  expect(changed.status()).toBe(200)
}
