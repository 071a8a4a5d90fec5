import type { ReactNode } from 'react'

import { FormMessages } from '@/components/Site/FormMessages'

/** The contact form's texts travel with this page only (src/i18n/client-messages.ts). */
export default function ContactLayout({ children }: { children: ReactNode }) {
  return <FormMessages namespaces={['contactForm']}>{children}</FormMessages>
}
