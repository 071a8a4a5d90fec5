import type { ReactNode } from 'react'

import { cn } from '@/lib/platform/utils/cn'

const tones = {
  error:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100',
  success:
    'border-forest-200 bg-forest-50 text-forest-900 dark:border-forest-800 dark:bg-forest-950 dark:text-forest-100',
} as const

/**
 * A message a form's answer leaves on the page it comes back to: an error (`role="alert"`) or a
 * confirmation (`role="status"`). Server-rendered, so it shows without JavaScript.
 */
export function Notice({
  tone,
  className,
  children,
}: {
  tone: keyof typeof tones
  className?: string
  children: ReactNode
}) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-2xl border px-5 py-4', tones[tone], className)}
    >
      {children}
    </p>
  )
}
