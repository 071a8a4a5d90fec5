import 'server-only'

import { unstable_cache } from 'next/cache'

import { cacheKey } from '@/lib/platform/cache/keys'
import { cacheTags } from '@/lib/platform/cache/tags'
import { getPayloadClient } from '@/lib/platform/payload/client'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

import { toFeedbackSettings, type FeedbackSettings } from './schema'

/** A safety net for other instances' caches until shared invalidation arrives (REDIS_URL). */
const TTL_SECONDS = 300

/**
 * The widget's configuration, cached until an admin changes it; null when it cannot be read, in which
 * case the widget stays hidden.
 */
export async function getFeedbackSettings(): Promise<FeedbackSettings | null> {
  try {
    return await unstable_cache(
      async () => {
        const payload = await getPayloadClient()
        const doc = await payload.findGlobal({
          slug: 'feedback-config',
          depth: 0,
          overrideAccess: false,
        })
        return toFeedbackSettings(doc)
      },
      cacheKey('feedback-config'),
      { tags: [cacheTags.feedbackConfig], revalidate: TTL_SECONDS },
    )()
  } catch (error) {
    getLogger().error({ err: error }, 'Feedback widget configuration unavailable')
    return null
  }
}
