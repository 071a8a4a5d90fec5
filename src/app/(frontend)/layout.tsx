import type { Metadata } from 'next'
import type { ReactNode } from 'react'

import { DEFAULT_BRAND_NAME } from '@/lib/brand'

import './globals.css'

export const metadata: Metadata = {
  title: DEFAULT_BRAND_NAME,
  description: 'Sylvothérapie et slow living en Cévennes et en Lozère.',
}

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  )
}
