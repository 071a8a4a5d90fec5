import { libraryCollection, libraryFields } from '@/collections/shared/library'
import { placeholderField, relationChanged } from '@/collections/shared/placeholder'
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
      placeholderField(({ data, originalDoc }) => relationChanged('video', data, originalDoc), {
        fr: 'Coché par le contenu de lancement : le fichier est un court extrait généré. La page affiche « Aperçu : vidéo provisoire » sans durée ni lieu de tournage. Se décoche quand un autre fichier vidéo est choisi.',
        en: 'Set by the launch content: the file is a short generated clip. The page shows a preview mark, without running time or filming place. Cleared when another video file is chosen.',
      }),
      {
        name: 'filming',
        type: 'richText',
        localized: true,
        label: { fr: 'Tournage (lieu et moment)', en: 'Filming (place and time)' },
        admin: {
          description: {
            fr: 'Où et quand la séance a été filmée, affiché avant la description. Masqué tant que le fichier est provisoire.',
            en: 'Where and when the session was filmed, shown before the description. Hidden while the file is a placeholder.',
          },
        },
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
