/** Cache tags, in one place: a write revalidates the tag, every read of that data declares it. */
export const cacheTags = {
  siteSettings: 'site-settings',
  plans: 'plans',
  pages: 'pages',
  categories: 'categories',
  articles: 'articles',
  videos: 'videos',
  formations: 'formations',
  routines: 'routines',
  discoveries: 'discoveries',
  calendar: 'calendar-entries',
  tips: 'daily-tips',
  tests: 'personality-tests',
  feedbackConfig: 'feedback-config',
  themeDefaults: 'theme-defaults',
  pageAudio: 'page-audio-config',
} as const

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags]

/**
 * The tags of one document's own reads, by slug (known before it is read) and by id: a write drops
 * them with its collection's tag (./hooks.ts), so that the pages of the other documents stay cached.
 * A collection's tag alone stands for its lists.
 */
export function documentTag(
  tag: CacheTag,
  ref: { slug: string } | { id: number | string },
): string {
  return 'slug' in ref ? `${tag}:slug:${ref.slug}` : `${tag}:id:${ref.id}`
}
