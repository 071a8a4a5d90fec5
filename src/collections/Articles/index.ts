import { libraryCollection, libraryFields } from '@/collections/shared/library'
import { cacheTags } from '@/lib/platform/cache/tags'

export const Articles = libraryCollection({
  slug: 'articles',
  tag: cacheTags.articles,
  previewPath: '/articles',
  labels: {
    singular: { fr: 'Article', en: 'Article' },
    plural: { fr: 'Articles', en: 'Articles' },
  },
  fields: libraryFields({
    minutesLabel: { fr: 'Temps de lecture (min)', en: 'Reading time (min)' },
    minutesFrom: 'reading',
  }),
})
