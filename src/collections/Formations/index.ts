import { filledOnSave, numberValidation, readingTimeFromBody } from '@/collections/shared/derived'
import { libraryCollection, libraryFields } from '@/collections/shared/library'
import { cacheTags } from '@/lib/platform/cache/tags'

/**
 * Training courses made of ordered modules. A module's address is `/formations/{slug}/module/{id}`;
 * its text, media and resource follow the formation's access level.
 */
export const Formations = libraryCollection({
  slug: 'formations',
  tag: cacheTags.formations,
  previewPath: '/formations',
  labels: {
    singular: { fr: 'Formation', en: 'Course' },
    plural: { fr: 'Formations', en: 'Courses' },
  },
  fields: libraryFields({
    bodyLabel: { fr: 'Présentation', en: 'Presentation' },
    minutesLabel: { fr: 'Durée totale (min)', en: 'Total time (min)' },
    minutesFrom: 'modules',
    extra: [
      {
        name: 'modules',
        type: 'array',
        label: { fr: 'Modules (dans l’ordre)', en: 'Modules (in order)' },
        labels: {
          singular: { fr: 'Module', en: 'Module' },
          plural: { fr: 'Modules', en: 'Modules' },
        },
        minRows: 1,
        maxRows: 40,
        admin: { initCollapsed: true },
        fields: [
          {
            name: 'title',
            type: 'text',
            label: { fr: 'Titre', en: 'Title' },
            required: true,
            localized: true,
            maxLength: 140,
          },
          {
            name: 'excerpt',
            type: 'textarea',
            label: { fr: 'Résumé (visible par tous)', en: 'Excerpt (public)' },
            localized: true,
            maxLength: 300,
          },
          {
            name: 'minutes',
            type: 'number',
            label: { fr: 'Durée (min)', en: 'Duration (min)' },
            required: true,
            min: 1,
            max: 600,
            hooks: { beforeValidate: [readingTimeFromBody] },
            validate: filledOnSave(numberValidation),
            admin: {
              description: {
                fr: 'Laissée vide, elle est calculée d’après le contenu (environ 200 mots par minute).',
                en: 'Left empty, it is computed from the content (about 200 words a minute).',
              },
            },
          },
          {
            name: 'body',
            type: 'richText',
            label: { fr: 'Contenu', en: 'Content' },
            localized: true,
          },
          {
            name: 'media',
            type: 'upload',
            relationTo: 'library-files',
            label: { fr: 'Vidéo ou audio (facultatif)', en: 'Video or audio (optional)' },
          },
          {
            name: 'resource',
            type: 'upload',
            relationTo: 'library-files',
            // One sheet per language.
            localized: true,
            label: {
              fr: 'Ressource à télécharger (facultatif)',
              en: 'Downloadable resource (optional)',
            },
          },
        ],
      },
    ],
  }),
})
