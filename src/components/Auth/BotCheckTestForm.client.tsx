'use client'

import { useState } from 'react'

import { AltchaField } from './AltchaField.client'

/** The widget alone in a form; the server action verifies what it sends. */
export function BotCheckTestForm({
  action,
  submitLabel,
}: {
  action: (form: FormData) => Promise<void>
  submitLabel: string
}) {
  const [resetKey, setResetKey] = useState(0)
  const renew = () => setResetKey((key) => key + 1)
  return (
    <form action={action} className="mt-8 grid max-w-md gap-5">
      <AltchaField resetKey={resetKey} onExpired={renew} onError={renew} />
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-full bg-forest-700 px-6 text-sm font-semibold text-white hover:bg-forest-800 dark:bg-primary dark:text-on-primary"
      >
        {submitLabel}
      </button>
    </form>
  )
}
