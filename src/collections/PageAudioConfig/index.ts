import { ValidationError, type CollectionBeforeValidateHook, type CollectionConfig } from 'payload'

import { anyone, staff } from '@/access'
import { revalidateCollectionTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import {
  AMBIENT_VOLUME_RANGE,
  ambientSoundTypes,
  AUTOPLAY_DELAY_MAX_MS,
  controlPositions,
  isAmbientVolume,
  isIntroVolume,
  normalisePagePath,
  sameOriginAudioPath,
  THEME_DEFAULTS,
} from '@/lib/personalisation'

const soundLabels = {
  forest: { fr: 'Forêt', en: 'Forest' },
  rain: { fr: 'Pluie', en: 'Rain' },
  ocean: { fr: 'Océan', en: 'Ocean' },
  wind: { fr: 'Vent', en: 'Wind' },
} as const

const positionLabels = {
  'bottom-left': { fr: 'En bas à gauche', en: 'Bottom left' },
  'bottom-right': { fr: 'En bas à droite', en: 'Bottom right' },
  'top-left': { fr: 'En haut à gauche', en: 'Top left' },
  'top-right': { fr: 'En haut à droite', en: 'Top right' },
} as const

const isIntro = (data: Partial<Record<string, unknown>> | undefined) => data?.audioType === 'intro'
const isAmbient = (data: Partial<Record<string, unknown>> | undefined) =>
  data?.audioType === 'ambient'

/** Refuses an address outside this site: the content-security policy only plays this site's media. */
const validateSameOrigin = (value: unknown): true | string =>
  sameOriginAudioPath(value) === false
    ? 'Indiquez un son de ce site, par un chemin qui commence par « / » (par exemple /api/site-audio/file/accueil.mp3) : les adresses d’autres sites ne sont pas lues.'
    : true

/** The page path kept as the site matches it (from the root, no query, no trailing slash). */
const normalisePath: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.pagePath === 'string') {
    const path = normalisePagePath(data.pagePath)
    if (path) data.pagePath = path
  }
  return data
}

/** One active configuration per path and use: a second one would leave the site guessing. */
const oneActivePerPathAndType: CollectionBeforeValidateHook = async ({
  data,
  originalDoc,
  req,
}) => {
  const merged = { ...(originalDoc ?? {}), ...(data ?? {}) } as Record<string, unknown>
  if (merged.isActive === false || !merged.pagePath || !merged.audioType) return data
  const others = await req.payload.find({
    collection: 'page-audio-config',
    where: {
      and: [
        { pagePath: { equals: merged.pagePath } },
        { audioType: { equals: merged.audioType } },
        { isActive: { equals: true } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  if (others.totalDocs > 0)
    throw new ValidationError({
      collection: 'page-audio-config',
      errors: [
        {
          path: 'isActive',
          message:
            'Une autre configuration active existe déjà pour cette page et ce type de son : désactivez-la d’abord.',
        },
      ],
      req,
    })
  return data
}

/**
 * The sounds of a page (docs/personalisation.md): its intro message (one file per language, played
 * once per browser after a short delay) and an ambient sound replacing the reader's own on that page.
 * One active row per path and type. Anyone reads them (the site plays them for every visitor); staff
 * write them.
 */
export const PageAudioConfig: CollectionConfig = {
  slug: 'page-audio-config',
  labels: {
    singular: { fr: 'Son d’une page', en: 'Page sound' },
    plural: { fr: 'Sons des pages', en: 'Page sounds' },
  },
  admin: {
    useAsTitle: 'pagePath',
    group: { fr: 'Contenus', en: 'Content' },
    defaultColumns: ['pagePath', 'audioType', 'isActive', 'updatedAt'],
    description: {
      fr: 'Le message d’accueil d’une page et son ambiance sonore. Une seule configuration active par page et par type.',
      en: 'A page’s intro message and ambient sound. One active configuration per page and type.',
    },
  },
  access: {
    read: anyone,
    create: staff,
    update: staff,
    delete: staff,
  },
  hooks: {
    beforeValidate: [normalisePath, oneActivePerPathAndType],
    ...revalidateCollectionTag(cacheTags.pageAudio),
  },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'pagePath',
          type: 'text',
          label: { fr: 'Chemin de la page', en: 'Page path' },
          required: true,
          index: true,
          maxLength: 300,
          validate: (value: unknown) =>
            normalisePagePath(value)
              ? true
              : 'Un chemin de ce site, qui commence par « / » : « / » pour l’accueil, « /articles » pour les articles. La langue n’en fait pas partie.',
          admin: {
            description: {
              fr: '« / » pour l’accueil. Le même chemin vaut pour toutes les langues.',
              en: '“/” for the home page. One path covers every language.',
            },
          },
        },
        {
          name: 'audioType',
          type: 'select',
          label: { fr: 'Type', en: 'Type' },
          required: true,
          defaultValue: 'intro',
          options: [
            { label: { fr: 'Message d’accueil', en: 'Intro message' }, value: 'intro' },
            { label: { fr: 'Ambiance', en: 'Ambient sound' }, value: 'ambient' },
          ],
        },
        {
          name: 'isActive',
          type: 'checkbox',
          label: { fr: 'Active', en: 'Active' },
          defaultValue: true,
        },
      ],
    },
    // The intro message.
    {
      name: 'audio',
      type: 'upload',
      relationTo: 'site-audio',
      localized: true,
      label: { fr: 'Enregistrement (par langue)', en: 'Recording (per language)' },
      admin: {
        condition: isIntro,
        description: {
          fr: 'Un fichier par langue ; une langue sans fichier entend le français.',
          en: 'One file per language; a language without one hears the French.',
        },
      },
    },
    {
      name: 'audioUrl',
      type: 'text',
      localized: true,
      label: { fr: 'Ou adresse d’un son de ce site', en: 'Or address of a sound of this site' },
      validate: validateSameOrigin,
      admin: { condition: isIntro },
    },
    {
      type: 'row',
      admin: { condition: isIntro },
      fields: [
        {
          name: 'volume',
          type: 'number',
          label: { fr: 'Volume (0 à 1)', en: 'Volume (0 to 1)' },
          defaultValue: 0.8,
          min: 0,
          max: 1,
          admin: { step: 0.05 },
          validate: (value: unknown) =>
            value === null || value === undefined || isIntroVolume(value)
              ? true
              : 'Un volume entre 0 et 1, par pas de 0,05.',
        },
        {
          name: 'autoplayDelay',
          type: 'number',
          label: { fr: 'Délai avant lecture (ms)', en: 'Autoplay delay (ms)' },
          defaultValue: 1500,
          min: 0,
          max: AUTOPLAY_DELAY_MAX_MS,
        },
        {
          name: 'controlPosition',
          type: 'select',
          label: { fr: 'Position des commandes', en: 'Controls position' },
          defaultValue: 'bottom-left',
          options: controlPositions.map((value) => ({ value, label: positionLabels[value] })),
        },
      ],
    },
    {
      type: 'row',
      admin: { condition: isIntro },
      fields: [
        {
          name: 'autoplay',
          type: 'checkbox',
          label: {
            fr: 'Lecture automatique (une fois par navigateur)',
            en: 'Autoplay (once per browser)',
          },
          defaultValue: true,
        },
        {
          name: 'showControls',
          type: 'checkbox',
          label: { fr: 'Afficher les commandes', en: 'Show the controls' },
          defaultValue: true,
        },
        {
          name: 'loopAudio',
          type: 'checkbox',
          label: { fr: 'En boucle', en: 'Loop' },
          defaultValue: false,
        },
      ],
    },
    // The ambient sound.
    {
      type: 'row',
      admin: { condition: isAmbient },
      fields: [
        {
          name: 'ambientSoundType',
          type: 'select',
          label: { fr: 'Ambiance synthétisée', en: 'Synthesised sound' },
          defaultValue: THEME_DEFAULTS.ambientSoundType,
          options: ambientSoundTypes.map((value) => ({ value, label: soundLabels[value] })),
        },
        {
          name: 'ambientVolume',
          type: 'number',
          label: { fr: 'Volume (0 à 100)', en: 'Volume (0 to 100)' },
          defaultValue: THEME_DEFAULTS.ambientVolume,
          min: AMBIENT_VOLUME_RANGE.min,
          max: AMBIENT_VOLUME_RANGE.max,
          admin: { step: AMBIENT_VOLUME_RANGE.step },
          validate: (value: unknown) =>
            value === null || value === undefined || isAmbientVolume(value)
              ? true
              : 'Un volume entre 0 et 100, par pas de 5.',
        },
      ],
    },
    {
      name: 'ambientAudio',
      type: 'upload',
      relationTo: 'site-audio',
      label: { fr: 'Ou un fichier', en: 'Or a file' },
      admin: { condition: isAmbient },
    },
    {
      name: 'ambientSoundUrl',
      type: 'text',
      label: { fr: 'Ou adresse d’un son de ce site', en: 'Or address of a sound of this site' },
      validate: validateSameOrigin,
      admin: { condition: isAmbient },
    },
  ],
}
