import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { AuthScreen } from '@/components/Auth/AuthScreen'
import { FormAlert } from '@/components/Auth/Field'
import { ResetForm } from '@/components/Auth/ResetForm.client'
import { pageContext } from '@/components/Site/page-context'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.reset' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: '/auth/nouveau-mot-de-passe',
    noindex: true,
  })
}

/** The page the reset e-mail links to: choose a new password. */
export default async function ResetPasswordPage({ params, searchParams }: Props) {
  privatePage()
  const { locale, settings } = await pageContext(params)
  const t = await getTranslations({ locale, namespace: 'auth' })
  const token = (await searchParams).token
  const value = typeof token === 'string' && token.length <= 200 ? token : ''
  return (
    <AuthScreen locale={locale} brand={settings.brandName} tab={null}>
      <h2 className="text-lg font-semibold text-ink">{t('reset.title')}</h2>
      {value ? <ResetForm token={value} /> : <FormAlert title={t('reset.invalidToken')} />}
    </AuthScreen>
  )
}
