import { getRequestConfig } from 'next-intl/server'

import { toLocale } from './locales'

/** next-intl's per-request configuration: the locale comes from the [locale] segment set by the proxy. */
export default getRequestConfig(async ({ requestLocale }) => {
  const locale = toLocale(await requestLocale)
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
    timeZone: 'Europe/Paris',
  }
})
