import 'server-only'

import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { getTranslations } from 'next-intl/server'

import { AuthScreen } from './AuthScreen'
import { FormAlert, FormNotice } from '@/components/Auth/Field'
import { ForgotForm } from '@/components/Auth/ForgotForm.client'
import { LoginForm } from '@/components/Auth/LoginForm.client'
import { SignupForm } from '@/components/Auth/SignupForm.client'
import { localizedHref } from '@/i18n/routing'
import { pageContext } from '@/components/Site/page-context'

import { safeRedirectPath } from '@/lib/auth/redirect'
import { tabFrom } from '@/lib/auth/tabs'
import { verifyEmail } from '@/lib/auth/service'
import { authContext } from '@/lib/auth/session'
import { getViewer } from '@/lib/auth/viewer'

type SearchParams = Promise<Record<string, string | string[] | undefined>>
type Params = Promise<{ locale: string }>

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

export async function authMetadata(params: Params, path: '/auth' | '/register'): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.auth' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: path,
    noindex: true,
  })
}

/** /auth and /register: the same screen; /register opens on sign-up (the free-trial link's target). */
export async function AuthPage({
  params,
  searchParams,
  defaultTab,
}: {
  params: Params
  searchParams: SearchParams
  defaultTab: 'login' | 'signup'
}) {
  const { locale, settings } = await pageContext(params)
  const query = await searchParams
  const tab = tabFrom(single(query.tab), defaultTab)
  const requested = single(query.redirect)
  const redirectTo = requested ? safeRedirectPath(requested, '') || undefined : undefined
  const verifyToken = single(query.verify)
  const t = await getTranslations({ locale, namespace: 'auth' })

  let notice = null
  if (verifyToken) {
    const verified = await verifyEmail(await authContext(), verifyToken)
    notice = verified ? (
      <FormNotice>{t('verify.success')}</FormNotice>
    ) : (
      <FormAlert title={t('verify.failed')} />
    )
  } else if ((await getViewer()).kind === 'signedIn') {
    redirect(localizedHref(redirectTo ?? '/membre', locale))
  }

  return (
    <AuthScreen
      locale={locale}
      brand={settings.brandName}
      tab={tab}
      redirectTo={redirectTo}
      notice={notice}
    >
      {tab === 'signup' ? (
        <SignupForm redirectTo={redirectTo} />
      ) : tab === 'forgot' ? (
        <ForgotForm />
      ) : (
        <LoginForm redirectTo={redirectTo} />
      )}
    </AuthScreen>
  )
}
