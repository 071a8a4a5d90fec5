import type { MetadataRoute } from 'next'

import { getSiteUrl } from '@/lib/site/settings'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const siteUrl = getSiteUrl()
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/membre', '/api'] }],
    sitemap: `${siteUrl}/sitemap.xml`,
    host: siteUrl,
  }
}
