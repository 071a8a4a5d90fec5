import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import type { Locale } from '@/i18n/locales'

type Props = {
  locale: Locale
  title: string
  /** The step can be taken: the explanation, the confirming form and a way back. */
  open: { text: ReactNode; action: () => Promise<void>; confirm: string; keep: string } | null
  /** Why it cannot (nothing to cancel, period over), with a button back to the subscription. */
  closed: { text: string; back: string }
}

/**
 * The confirmation step of the member area's subscription actions (cancel, withdraw): one danger
 * button posting a server action, one way back to the subscription page. Works without script.
 */
export function ConfirmStep({ locale, title, open, closed }: Props) {
  const subscriptionHref = localizedHref('/membre/abonnement', locale)
  return (
    <div className="mx-auto max-w-xl px-4 pt-14 pb-24 sm:px-6">
      <h1 className="text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {title}
      </h1>
      {open ? (
        <>
          {open.text}
          <div className="mt-8 flex flex-wrap gap-3">
            <form action={open.action}>
              <Button type="submit" variant="danger" size="lg">
                {open.confirm}
              </Button>
            </form>
            <Button asChild variant="ghost" size="lg">
              <a href={subscriptionHref}>{open.keep}</a>
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-4 text-ink-soft">{closed.text}</p>
          <Button asChild className="mt-6" variant="secondary">
            <a href={subscriptionHref}>{closed.back}</a>
          </Button>
        </>
      )}
    </div>
  )
}
