import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { confirmEmailAction } from '@/components/Auth/actions'
import { AuthScreen } from '@/components/Auth/AuthScreen'
import { FormAlert, FormNotice } from '@/components/Auth/Field'
import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { pageContext } from '@/components/Site/page-context'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.emailChange' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: '/auth/confirmer-email',
    noindex: true,
  })
}

/**
 * The page a new address's confirmation link opens. Opening it changes nothing (mail scanners open
 * links too): the change is applied by the button, a plain form that works without script.
 */
export default async function ConfirmEmailPage({ params, searchParams }: Props) {
  privatePage()
  const { locale, settings } = await pageContext(params)
  const t = await getTranslations({ locale, namespace: 'auth' })
  const query = await searchParams
  const token =
    typeof query.token === 'string' && /^[a-f0-9]{64}$/.test(query.token) ? query.token : ''
  const result = typeof query.resultat === 'string' ? query.resultat : ''

  let body: React.ReactNode
  if (result === 'ok' || result === 'staff') {
    body = (
      <>
        <FormNotice>{t(result === 'ok' ? 'emailChange.done' : 'emailChange.doneStaff')}</FormNotice>
        <Button asChild className="self-start">
          {result === 'ok' ? (
            <a href={localizedHref('/auth?tab=login', locale)}>{t('login.submit')}</a>
          ) : (
            // eslint-disable-next-line @next/next/no-html-link-for-pages -- the admin is another app
            <a href="/admin/login">{t('emailChange.openAdmin')}</a>
          )}
        </Button>
      </>
    )
  } else if (result === 'taken') {
    body = <FormAlert title={t('emailChange.taken')} />
  } else if (result || !token) {
    body = <FormAlert title={t('emailChange.invalid')} />
  } else {
    body = (
      <form action={confirmEmailAction} className="flex flex-col gap-5">
        <p className="text-ink-soft">{t('emailChange.intro')}</p>
        <input type="hidden" name="token" value={token} />
        <Button type="submit" className="self-start">
          {t('emailChange.submit')}
        </Button>
      </form>
    )
  }

  return (
    <AuthScreen locale={locale} brand={settings.brandName} tab={null}>
      <div className="flex flex-col gap-5">
        <h2 className="text-lg font-semibold text-ink">{t('emailChange.title')}</h2>
        {body}
      </div>
    </AuthScreen>
  )
}
