import { getEnv } from '@/lib/platform/config/env'

/**
 * HTTP-only session cookies (Payload sets HttpOnly itself), SameSite=Lax, and Secure whenever the site
 * is served over https or runs as a production deployment.
 */
export function authCookieOptions(): { sameSite: 'Lax'; secure: boolean } {
  const env = getEnv()
  return { sameSite: 'Lax', secure: env.isProduction || env.siteUrl.startsWith('https://') }
}
