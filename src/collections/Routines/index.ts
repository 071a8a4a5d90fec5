import { libraryCollection, libraryFields } from '@/collections/shared/library'
import { cacheTags } from '@/lib/platform/cache/tags'

/** Short daily practices ("conseils"), shown at /routines and /conseils/{slug}. */
export const Routines = libraryCollection({
  slug: 'routines',
  tag: cacheTags.routines,
  previewPath: '/conseils',
  labels: {
    singular: { fr: 'Routine (conseil)', en: 'Routine' },
    plural: { fr: 'Routines', en: 'Routines' },
  },
  fields: libraryFields({ minutesLabel: { fr: 'Durée (min)', en: 'Duration (min)' } }),
})
