/**
 * Which catalogue texts travel to the browser (docs/performance.md › Page weight). Every page carries
 * the texts of what every page can show (header, footer, consent, feedback, search, personalisation,
 * toasts); the account, member and contact forms' texts travel only with the pages that hold those
 * forms (src/components/Site/FormMessages.tsx).
 */
import type { getMessages } from 'next-intl/server'

type Messages = Awaited<ReturnType<typeof getMessages>>

const everyPage = [
  'common',
  'header',
  'language',
  'theme',
  'search',
  'searchPages',
  'nav',
  'footer',
  'feedback',
  'consent',
  'security',
  'errorPage',
  'personalise',
  'effects',
] as const

/** Namespaces a page with forms adds (src/components/Site/FormMessages.tsx). */
export type FormNamespace = 'auth' | 'member' | 'contactForm'

export function clientMessagesFor(messages: Messages, extra: readonly FormNamespace[] = []) {
  const { page, banner, publicCancel } = messages.billing
  return {
    ...Object.fromEntries(everyPage.map((name) => [name, messages[name]])),
    // Of the subscription texts, only the interactive forms and the welcome banner's.
    billing: { page, banner, publicCancel },
    // The search overlay's entry for the home page.
    meta: { siteDescription: messages.meta.siteDescription, home: messages.meta.home },
    // The toasts after signing in or out and after deleting an account (src/components/Site/Toasts.client.tsx).
    auth: { login: messages.auth.login, logout: messages.auth.logout },
    member: { delete: messages.member.delete },
    ...Object.fromEntries(extra.map((name) => [name, messages[name]])),
  }
}
