/** The auth screen's tabs (docs/behaviour.md › Auth screen). Pure. */
export type AuthTab = 'login' | 'signup' | 'forgot'

/** `forgot` opens the password-reset request; no value opens the page's own default tab. */
export function tabFrom(value: string | undefined, fallback: 'login' | 'signup'): AuthTab {
  if (value === 'login' || value === 'signup' || value === 'forgot') return value
  return value === undefined ? fallback : 'login'
}
