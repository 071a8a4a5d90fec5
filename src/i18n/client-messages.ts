/**
 * Which catalogue texts travel to the browser (docs/performance.md › Page weight). Every page carries
 * the texts of what every page can show (header, footer, consent, feedback, search, personalisation,
 * toasts, the welcome offer's banner); the account, member, contact and subscription forms' texts
 * travel only with the pages that hold those forms (src/components/Site/FormMessages.tsx).
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

/**
 * The texts each kind of form adds (src/components/Site/FormMessages.tsx): a whole namespace, or for
 * `billing` the subscription forms' part only — the checkout form's (`billing.page`) and the
 * cancellation form's without an account (`billing.publicCancel`).
 */
const formTexts = {
  auth: (messages: Messages) => messages.auth,
  member: (messages: Messages) => messages.member,
  contactForm: (messages: Messages) => messages.contactForm,
  billing: ({ billing }: Messages) => ({ page: billing.page, publicCancel: billing.publicCancel }),
}

/** Namespaces a page with forms adds. */
export type FormNamespace = keyof typeof formTexts

/** What the layout gives every page's browser. */
export function clientMessagesFor(messages: Messages) {
  return {
    ...Object.fromEntries(everyPage.map((name) => [name, messages[name]])),
    // Of the subscription texts, the welcome banner's (the forms' travel with their pages).
    billing: { banner: messages.billing.banner },
    // The search overlay's entry for the home page.
    meta: { siteDescription: messages.meta.siteDescription, home: messages.meta.home },
    // The toasts after signing in or out and after deleting an account (src/components/Site/Toasts.client.tsx).
    auth: { login: messages.auth.login, logout: messages.auth.logout },
    member: { delete: messages.member.delete },
  }
}

/**
 * What a page with forms adds to the layout's texts, and only that: the browser merges it with them
 * (src/components/Site/MoreMessages.client.tsx), so the texts of every page do not travel twice.
 */
export function formMessagesFor(messages: Messages, namespaces: readonly FormNamespace[]) {
  return Object.fromEntries(namespaces.map((name) => [name, formTexts[name](messages)]))
}
