/**
 * Reads what the launch checklist needs from the database: the site settings and the documents still
 * flagged as generated stand-ins. Plain Node (the production start-up runs it before serving).
 */
import type { Payload } from 'payload'

import type { Env } from '@/lib/platform/config/env'

import { launchChecklist, type LaunchItem } from './launch-checklist'

export async function readLaunchChecklist(
  payload: Payload,
  env: Pick<Env, 'billing' | 'email' | 'translation'>,
): Promise<LaunchItem[]> {
  const [settings, videos, media] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
    payload.find({
      collection: 'videos',
      where: { placeholder: { equals: true } },
      depth: 0,
      limit: 100,
      pagination: false,
      draft: true,
      locale: 'fr',
      overrideAccess: true,
      select: { title: true },
    }),
    payload.count({
      collection: 'media',
      where: { placeholder: { equals: true } },
      overrideAccess: true,
    }),
  ])
  return launchChecklist({
    settings,
    env,
    placeholderVideos: videos.docs.map((video) => video.title),
    placeholderMedia: media.totalDocs,
  })
}
