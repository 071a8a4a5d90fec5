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
