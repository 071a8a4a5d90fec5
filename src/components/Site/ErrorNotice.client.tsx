'use client'

import { RefreshCw } from 'lucide-react'
import { useLocale, useTranslations } from 'next-intl'

import { Button } from '@/components/ui/button'
import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'

type Props = {
  /** Next's reference of the error in the server log (never the error's own message). */
  digest?: string
  /** Renders the page again. */
  retry: () => void
}

/**
 * What a reader sees when a page fails on the server: « Une erreur est survenue », a way to
 * try again and a way home, in their language — never a stack trace or the error's message, only the
 * reference under which the server logged it, to quote when writing to us.
 */
export function ErrorNotice({ digest, retry }: Props) {
  const t = useTranslations('errorPage')
  const locale = toLocale(useLocale())
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-forest-900 dark:text-forest-50">
        {t('title')}
      </h1>
      <p className="mt-4 text-lg text-ink-soft">{t('text')}</p>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={retry}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {t('retry')}
        </Button>
        <Button asChild size="lg" variant="ghost">
          <a href={localizedHref('/', locale)}>{t('back')}</a>
        </Button>
      </div>
      {digest ? (
        <p className="mt-8 font-mono text-sm text-ink-soft">{t('reference', { digest })}</p>
      ) : null}
    </div>
  )
}
