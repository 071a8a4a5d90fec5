import type { ReactNode } from 'react'

import { requireAccount } from '@/lib/auth/guard'

/** Everything under /membre requires a signed-in account (visitors go to /auth and come back). */
export default async function MemberLayout({ children }: { children: ReactNode }) {
  await requireAccount()
  return children
}
