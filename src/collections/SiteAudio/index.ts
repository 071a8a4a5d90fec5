import type { CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { inlineOnly } from '@/collections/shared/uploads'
import { getEnv } from '@/lib/platform/config/env'
import { localDirOf } from '@/lib/platform/storage/files'

/** The formats every current browser plays. */
export const siteAudioTypes = ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/webm', 'audio/wav']

/**
 * Public sounds of the site (docs/personalisation.md): the intro messages of pages and ambient sounds
 * staff upload instead of the synthesised ones. Anyone may hear them, so they are never Premium
 * content (a course's audio belongs in `library-files`, which checks the reader's right). Served from
 * this site only, as the content-security policy requires.
 */
export const SiteAudio: CollectionConfig = {
  slug: 'site-audio',
  labels: {
    singular: { fr: 'Son du site', en: 'Site sound' },
    plural: { fr: 'Sons du site', en: 'Site sounds' },
  },
  admin: {
    useAsTitle: 'title',
    group: { fr: 'Contenus', en: 'Content' },
    defaultColumns: ['title', 'filename', 'mimeType', 'filesize', 'updatedAt'],
    description: {
      fr: 'Messages d’accueil et sons d’ambiance, publics. Les audios réservés aux abonnés vont dans « Fichiers de la bibliothèque ».',
      en: 'Public intro messages and ambient sounds. Audio for subscribers only belongs in “Library files”.',
    },
  },
  access: {
    read: anyone,
    create: staff,
    update: staff,
    delete: staff,
    readVersions: staff,
  },
  upload: {
    staticDir: localDirOf(getEnv(), 'site-audio'),
    mimeTypes: siteAudioTypes,
    modifyResponseHeaders: inlineOnly(siteAudioTypes),
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Titre', en: 'Title' },
      required: true,
      maxLength: 120,
    },
    {
      name: 'transcript',
      type: 'textarea',
      label: { fr: 'Transcription', en: 'Transcript' },
      maxLength: 2000,
      admin: {
        description: {
          fr: 'Ce que dit l’enregistrement, pour qui ne l’entend pas.',
          en: 'What the recording says, for those who cannot hear it.',
        },
      },
    },
  ],
}
