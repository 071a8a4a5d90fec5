import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { placeholderField, uploadChanged } from '@/collections/shared/placeholder'
import { inlineOnly } from '@/collections/shared/uploads'
import { getEnv } from '@/lib/platform/config/env'
import { localDirOf } from '@/lib/platform/storage/files'

/**
 * Public images (illustrations, posters). SVG is not in the list: it can carry scripts. Videos, audio
 * and documents go to `library-files`, which is never public. Files live under DATA_DIR/media in the
 * embedded mode.
 */
export const allowedMediaTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
]

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { fr: 'Média', en: 'Media file' },
    plural: { fr: 'Médiathèque', en: 'Media library' },
  },
  admin: {
    group: { fr: 'Contenus', en: 'Content' },
    defaultColumns: ['filename', 'alt', 'mimeType', 'filesize', 'updatedAt'],
  },
  access: {
    read: anyone,
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  upload: {
    staticDir: localDirOf(getEnv(), 'media'),
    mimeTypes: allowedMediaTypes,
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 480 },
      { name: 'card', width: 960 },
      { name: 'hero', width: 1920 },
    ],
    adminThumbnail: 'thumbnail',
    // Inline only when the stored file really is one of the images above.
    modifyResponseHeaders: inlineOnly(allowedMediaTypes),
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: { fr: 'Texte alternatif', en: 'Alternative text' },
      localized: true,
      maxLength: 300,
      admin: {
        description: {
          fr: 'Décrit l’image pour les lecteurs d’écran (laisser vide pour une image décorative).',
          en: 'Describes the image for screen readers (leave empty for a decorative image).',
        },
      },
    },
    {
      name: 'credit',
      type: 'text',
      label: { fr: 'Crédit', en: 'Credit' },
      maxLength: 200,
    },
    placeholderField(
      ({ req, data, originalDoc }) => uploadChanged(Boolean(req.file), data, originalDoc),
      {
        fr: 'Coché par le contenu de lancement : l’image est une illustration générée. Se décoche quand un autre fichier est envoyé.',
        en: 'Set by the launch content: the image is a generated illustration. Cleared when another file is uploaded.',
      },
    ),
  ],
}
