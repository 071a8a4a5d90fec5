import type { ReactNode } from 'react'

import { FormMessages } from '@/components/Site/FormMessages'

/** The account forms' texts travel with these pages only (src/i18n/client-messages.ts). */
export default function AccountFormsLayout({ children }: { children: ReactNode }) {
  return <FormMessages namespaces={['auth']}>{children}</FormMessages>
}
