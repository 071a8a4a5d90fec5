import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { SITE_FORMS_CONTEXT } from '@/lib/auth/constants'
import type { Member, User } from '@/payload-types'

export const TEST_PASSWORD = 'une-longue-phrase-de-passe'

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.org`
}

export async function createStaff(payload: Payload, role: 'admin' | 'editor'): Promise<User> {
  return payload.create({
    collection: 'users',
    data: { email: uniqueEmail(role), password: TEST_PASSWORD, role, name: `Test ${role}` },
    overrideAccess: true,
  })
}

export async function createMember(
  payload: Payload,
  overrides: Partial<Pick<Member, 'subscriptionStatus' | 'displayName' | 'isActive'>> = {},
): Promise<Member> {
  return payload.create({
    collection: 'members',
    data: {
      email: uniqueEmail('member'),
      password: TEST_PASSWORD,
      displayName: 'Camille',
      subscriptionStatus: 'free',
      _verified: true,
      ...overrides,
    },
    overrideAccess: true,
    disableVerificationEmail: true,
  })
}

export async function tokenFor(payload: Payload, account: User | Member): Promise<string> {
  const result = await payload.login({
    collection: account.collection,
    data: { email: account.email, password: TEST_PASSWORD },
    // Members log in through the site's forms only; the tests stand in for them.
    context: SITE_FORMS_CONTEXT,
  })
  if (!result.token) throw new Error(`no token for ${account.email}`)
  return result.token
}
