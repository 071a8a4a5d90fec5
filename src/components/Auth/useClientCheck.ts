'use client'

import type { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toast'
import type { z } from 'zod'

import { fieldErrors, type FieldErrors } from '@/lib/auth/schemas'

import { fieldMessage } from './feedback'

type Translate = ReturnType<typeof useTranslations<'auth'>>

/**
 * The same Zod rules as the server, run in the browser before a form is sent: each field's message
 * under it and the first one as a toast. Returns whether the form may go (the server checks again).
 */
export function useClientCheck(schema: z.ZodType, t: Translate) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})

  function check(event: FormEvent<HTMLFormElement>): boolean {
    const values = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter(([, value]) => typeof value === 'string'),
    )
    const parsed = schema.safeParse(values)
    const found = parsed.success ? {} : fieldErrors(parsed.error)
    setClientErrors(found)
    const first = Object.values(found)[0]
    if (!first) return true
    event.preventDefault()
    toast.error(fieldMessage(t, first) ?? t('errors.generic'))
    return false
  }

  return { clientErrors, check }
}
