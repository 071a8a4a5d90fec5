import type { MetadataRoute } from 'next'

import { buildSitemap } from '@/lib/seo/sitemap'
import { getSiteUrl } from '@/lib/site/settings'

// Read at request time: the build never touches the database.
export const dynamic = 'force-dynamic'

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap(getSiteUrl())
}
