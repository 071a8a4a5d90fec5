import type { CollectionConfig } from 'payload'

import { staff } from '@/access'
import { getEnv } from '@/lib/platform/config/env'
import { localDirOf } from '@/lib/platform/storage/files'

/**
 * The library's videos, audio, captions and downloadable sheets. Only staff may read this collection,
 * so Payload's own file URLs answer 403 to everyone else: the site serves these files through
 * `/media/…`, which checks the viewer's right on the document that uses them on every request.
 */
export const libraryFileTypes = [
  'video/mp4',
  'video/webm',
  'audio/mpeg',
  'audio/ogg',
  'audio/mp4',
  'text/vtt',
  'text/plain',
  'text/markdown',
  'application/pdf',
]

export const LibraryFiles: CollectionConfig = {
  slug: 'library-files',
  // A short table name: PostgreSQL cuts identifiers at 63 characters, and the constraint names built
  // from this one (e.g. on the versions of formation modules) would otherwise be cut and drift.
  dbName: 'files',
  labels: {
    singular: { fr: 'Fichier réservé', en: 'Protected file' },
    plural: { fr: 'Fichiers réservés', en: 'Protected files' },
  },
  admin: {
    group: { fr: 'Bibliothèque', en: 'Library' },
    defaultColumns: ['filename', 'title', 'mimeType', 'filesize', 'updatedAt'],
    description: {
      fr: 'Vidéos, audio, sous-titres et fiches : jamais publics, servis selon les droits du document qui les utilise.',
      en: 'Videos, audio, captions and sheets: never public, served according to the rights of the document using them.',
    },
  },
  access: { read: staff, create: staff, update: staff, delete: staff },
  upload: {
    staticDir: localDirOf(getEnv(), 'library-files'),
    mimeTypes: libraryFileTypes,
    // Served as downloads by Payload to staff; the public route sets its own headers.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: { fr: 'Titre', en: 'Title' },
      maxLength: 140,
    },
  ],
}
