import { libraryCollection, libraryFields } from '@/collections/shared/library'
import { cacheTags } from '@/lib/platform/cache/tags'

/** Culture and heritage of the Cévennes and Lozère, at /decouvertes (also /culture). */
export const Discoveries = libraryCollection({
  slug: 'discoveries',
  tag: cacheTags.discoveries,
  previewPath: '/decouvertes',
  labels: {
    singular: { fr: 'Découverte', en: 'Discovery' },
    plural: { fr: 'Découvertes', en: 'Discoveries' },
  },
  fields: libraryFields({
    minutesLabel: { fr: 'Temps de lecture (min)', en: 'Reading time (min)' },
    minutesFrom: 'reading',
  }),
})
