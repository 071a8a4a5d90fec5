import { libraryCollection, libraryFields } from '@/collections/shared/library'
import { locales, localeLabels } from '@/i18n/locales'
import { cacheTags } from '@/lib/platform/cache/tags'

/** Guided sessions on video. The file and captions are served only through the checking media route. */
export const Videos = libraryCollection({
  slug: 'videos',
  tag: cacheTags.videos,
  previewPath: '/videos',
  labels: {
    singular: { fr: 'Vidéo', en: 'Video' },
    plural: { fr: 'Vidéos', en: 'Videos' },
  },
  fields: libraryFields({
    bodyLabel: { fr: 'Description et déroulé', en: 'Description and outline' },
    minutesLabel: { fr: 'Durée (min)', en: 'Running time (min)' },
    extra: [
      {
        name: 'video',
        type: 'upload',
        relationTo: 'library-files',
        label: { fr: 'Fichier vidéo (MP4 ou WebM)', en: 'Video file (MP4 or WebM)' },
        filterOptions: { mimeType: { like: 'video/' } },
      },
      {
        name: 'captions',
        type: 'array',
        label: { fr: 'Sous-titres (WebVTT)', en: 'Captions (WebVTT)' },
        labels: {
          singular: { fr: 'Piste', en: 'Track' },
          plural: { fr: 'Pistes', en: 'Tracks' },
        },
        fields: [
          {
            name: 'language',
            type: 'select',
            required: true,
            label: { fr: 'Langue', en: 'Language' },
            options: locales.map((code) => ({ value: code, label: localeLabels[code] })),
          },
          {
            name: 'file',
            type: 'upload',
            relationTo: 'library-files',
            required: true,
            label: { fr: 'Fichier .vtt', en: '.vtt file' },
            filterOptions: { mimeType: { equals: 'text/vtt' } },
          },
        ],
      },
    ],
  }),
})
