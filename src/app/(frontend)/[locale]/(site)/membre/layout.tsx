import type { ReactNode } from 'react'

import { FormMessages } from '@/components/Site/FormMessages'
import { requireAccount } from '@/lib/auth/guard'

/**
 * Everything under /membre requires a signed-in account (visitors go to /auth and come back), and
 * its forms' texts travel with it.
 */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  await requireAccount()
  return <FormMessages namespaces={['auth', 'member']}>{children}</FormMessages>
}
