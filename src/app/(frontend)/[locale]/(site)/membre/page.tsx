import {
  BookOpen,
  Download,
  GraduationCap,
  Lightbulb,
  LogOut,
  PlayCircle,
  Settings,
  Sparkles,
} from 'lucide-react'
import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { logoutAction } from '@/components/Auth/actions'
import {
  DeleteAccountForm,
  EmailForm,
  PasswordForm,
  ProfileForm,
} from '@/components/Member/MemberForms.client'
import { FeedPanel } from '@/components/Calendar/FeedPanel'
import { ProgressBar } from '@/components/Library/ProgressBar'
import { tipEmailsAction, tomorrowsTipNowAction } from '@/components/Tips/actions'
import { SubscriptionPanel } from '@/components/Member/SubscriptionPanel.client'
import { Notice } from '@/components/Site/Notice'
import { Button } from '@/components/ui/button'
import { localizedHref } from '@/i18n/routing'
import { LOGOUT_FAILED } from '@/lib/auth/constants'
import { requireAccount } from '@/lib/auth/guard'
import { accessSnapshot } from '@/lib/billing/access-snapshot'
import { signedInSubscriptionView } from '@/lib/billing/member-view'
import { getTierNames } from '@/lib/billing/plans'
import { listMemberProgress } from '@/lib/content/progress'
import { MY_RESULTS_PATH } from '@/lib/personality'
import { DAILY_TIPS_PATH } from '@/lib/tips'
import { pageContext } from '@/components/Site/page-context'
import { privatePage } from '@/lib/platform/http/page-caching'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const context = await pageContext(params)
  const t = await getTranslations({ locale: context.locale, namespace: 'meta.member' })
  return context.metadata({
    title: t('title'),
    description: t('description'),
    canonicalPath: '/membre',
    noindex: true,
  })
}

function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-6">
      <h2 id={id} className="mb-5 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The member area (issue "accounts"): greeting, subscription, shortcuts, profile, password, data. */
export default async function MemberPage({ params, searchParams }: Props) {
  privatePage()
  const { locale } = await pageContext(params)
  const account = await requireAccount()
  const [t, auth, library, calendar, tips, query] = await Promise.all([
    getTranslations({ locale, namespace: 'member' }),
    getTranslations({ locale, namespace: 'auth' }),
    getTranslations({ locale, namespace: 'library' }),
    getTranslations({ locale, namespace: 'calendar' }),
    getTranslations({ locale, namespace: 'tips.morning' }),
    searchParams,
  ])
  const [formations, billing] = await Promise.all([
    account.collection === 'members' ? listMemberProgress(account, locale) : [],
    signedInSubscriptionView(),
  ])
  const snapshot = accessSnapshot(account)
  const href = (path: string) => localizedHref(path, locale)
  const shortcuts = [
    { key: 'dailyTips', path: DAILY_TIPS_PATH, Icon: Lightbulb },
    { key: 'videos', path: '/videos', Icon: PlayCircle },
    { key: 'formations', path: '/formations', Icon: GraduationCap },
    { key: 'articles', path: '/articles', Icon: BookOpen },
    { key: 'tests', path: MY_RESULTS_PATH, Icon: Sparkles },
  ] as const

  return (
    <div className="mx-auto max-w-4xl px-4 pt-12 pb-24 sm:px-6 lg:pt-16">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold tracking-[0.16em] text-link uppercase">
            {t('title')}
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-forest-900 sm:text-4xl dark:text-forest-50">
            {t('greeting', { name: snapshot.display_name })}
          </h1>
          <p className="mt-2 text-ink-soft">{t('intro')}</p>
        </div>
        <form action={logoutAction}>
          <Button type="submit" variant="ghost" size="sm">
            <LogOut aria-hidden="true" />
            {t('logout')}
          </Button>
        </form>
      </header>

      {query[LOGOUT_FAILED.param] === LOGOUT_FAILED.value ? (
        <Notice tone="error" className="mt-8">
          <strong className="block font-semibold">{auth('logout.errorTitle')}</strong>
          {auth('logout.errorText')}
        </Notice>
      ) : null}

      <div className="mt-10 grid gap-6">
        <SubscriptionPanel
          initial={snapshot}
          locale={locale}
          tierNames={await getTierNames(locale)}
          manage={
            billing && billing.rows.length
              ? { canCancel: billing.canCancel, paymentFailed: billing.paymentFailed }
              : null
          }
        />

        <Section id="shortcuts-title" title={t('shortcuts.title')}>
          <ul className="grid gap-3 sm:grid-cols-2">
            {shortcuts.map(({ key, path, Icon }) => (
              <li key={key}>
                <a
                  href={href(path)}
                  className="flex items-center gap-3 rounded-xl border border-line px-4 py-3.5 text-ink transition-colors hover:border-primary hover:bg-surface-muted"
                >
                  <Icon className="size-5 text-secondary dark:text-primary" aria-hidden="true" />
                  {t(`shortcuts.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </Section>

        {account.collection === 'members' ? (
          <Section id="progress-title" title={library('memberProgress.title')}>
            {formations.length === 0 ? (
              <div className="flex flex-wrap items-center justify-between gap-4">
                <p className="text-ink-soft">{library('memberProgress.empty')}</p>
                <Button asChild variant="secondary">
                  <a href={href('/formations')}>{library('memberProgress.browse')}</a>
                </Button>
              </div>
            ) : (
              <ul className="grid gap-4">
                {formations.map((formation) => (
                  <li
                    key={formation.slug}
                    className="rounded-xl border border-line px-4 py-4 sm:flex sm:items-center sm:gap-6"
                  >
                    <div className="min-w-0 flex-1">
                      <a
                        href={href(`/formations/${formation.slug}`)}
                        className="font-semibold text-ink hover:underline"
                      >
                        {formation.title}
                      </a>
                      <p className="mt-1 text-sm text-ink-soft">
                        {library('formation.progress', {
                          done: formation.completed,
                          total: formation.total,
                        })}
                      </p>
                      <ProgressBar
                        done={formation.completed}
                        total={formation.total}
                        label={library('formation.progressLabel')}
                        className="mt-2 h-1.5"
                      />
                    </div>
                    {formation.resumeModule ? (
                      <Button asChild variant="secondary" size="sm" className="mt-3 sm:mt-0">
                        <a
                          href={href(
                            `/formations/${formation.slug}/module/${encodeURIComponent(formation.resumeModule)}`,
                          )}
                        >
                          {library('memberProgress.continue')}
                        </a>
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </Section>
        ) : null}

        {account.collection === 'members' ? (
          <>
            <Section id="profile-title" title={t('profile.title')}>
              <ProfileForm
                displayName={account.displayName ?? snapshot.display_name}
                language={account.preferences?.language ?? locale}
              />
            </Section>
            <Section id="conseil-matin" title={tips('title')}>
              <p className="text-ink-soft">{tips('text')}</p>
              {query['conseil-matin'] === 'oui' || query['conseil-matin'] === 'non' ? (
                <Notice tone="success" className="mt-4">
                  {query['conseil-matin'] === 'oui' ? tips('savedOn') : tips('savedOff')}
                </Notice>
              ) : null}
              {query['conseil-matin'] === 'envoye' ? (
                <Notice tone="success" className="mt-4">
                  {tips('previewSent', { email: account.email })}
                </Notice>
              ) : query['conseil-matin'] === 'too-often' ? (
                <Notice tone="error" className="mt-4">
                  {tips('previewTooOften')}
                </Notice>
              ) : null}
              <p className="mt-4 font-medium text-ink">
                {account.tipEmails ? tips('isOn', { email: account.email }) : tips('isOff')}
              </p>
              <form action={tipEmailsAction} className="mt-4">
                <input
                  type="hidden"
                  name="conseilMatin"
                  value={account.tipEmails ? 'non' : 'oui'}
                />
                <Button type="submit" variant="secondary">
                  {account.tipEmails ? tips('unsubscribe') : tips('subscribe')}
                </Button>
              </form>
              {account.tipEmails ? (
                <form action={tomorrowsTipNowAction} className="mt-3">
                  <Button type="submit" variant="ghost">
                    {tips('preview')}
                  </Button>
                </form>
              ) : null}
            </Section>
            <Section id="agenda" title={calendar('feed.title')}>
              <FeedPanel
                token={account.calendarFeedToken ?? null}
                isPremium={snapshot.is_premium}
                locale={locale}
              />
            </Section>
            <Section id="email-title" title={t('email.title')}>
              <EmailForm current={account.email} pending={account.pendingEmail ?? null} />
            </Section>
            <Section id="password-title" title={t('password.title')}>
              <PasswordForm />
            </Section>
          </>
        ) : (
          <Section id="staff-title" title={t('profile.title')}>
            <Button asChild variant="secondary">
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the admin is another app: a full page load */}
              <a href="/admin/account">
                <Settings aria-hidden="true" />
                {t('profile.title')}
              </a>
            </Button>
          </Section>
        )}

        <Section id="data-title" title={t('data.title')}>
          <p className="text-ink-soft">{t('data.text')}</p>
          <Button asChild variant="secondary" className="mt-5">
            <a href="/api/account/export" download>
              <Download aria-hidden="true" />
              {t('data.download')}
            </a>
          </Button>
        </Section>

        {account.collection === 'members' ? (
          <Section id="delete-title" title={t('delete.title')}>
            <p className="mb-5 text-ink-soft">{t('delete.text')}</p>
            <DeleteAccountForm />
          </Section>
        ) : null}
      </div>
    </div>
  )
}
