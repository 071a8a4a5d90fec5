import type { GlobalConfig } from 'payload'

import { adminsOnly, anyone } from '@/access'
import { revalidateGlobalTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import { feedbackPositions, FEEDBACK_PATH_MAX } from '@/lib/feedback/schema'

const positionLabels: Record<(typeof feedbackPositions)[number], { fr: string; en: string }> = {
  'bottom-right': { fr: 'En bas à droite', en: 'Bottom right' },
  'bottom-left': { fr: 'En bas à gauche', en: 'Bottom left' },
  'top-right': { fr: 'En haut à droite', en: 'Top right' },
  'top-left': { fr: 'En haut à gauche', en: 'Top left' },
}

/** `*`, a path such as `/contact`, or every page under a path: `/articles/*`. */
function validatePages(value: unknown): true | string {
  if (value === null || value === undefined) return true
  if (!Array.isArray(value)) return 'Liste de pages attendue.'
  const wrong = value.find(
    (entry) =>
      typeof entry !== 'string' ||
      entry.length > FEEDBACK_PATH_MAX ||
      (entry !== '*' && !/^\/(?![/\\])[^\s?#]*$/.test(entry)),
  )
  return wrong === undefined
    ? true
    : `« ${String(wrong)} » : indiquez * (toutes les pages) ou un chemin commençant par / (par exemple /contact ou /articles/*).`
}

/**
 * The feedback widget (docs/behaviour.md › Feedback widget): on or off, on which pages, in which
 * corner. Anyone reads it (the widget needs it, and it holds nothing else); administrators change
 * it, like the other settings of the site (editors handle content only:
 * docs/behaviour.md › Access rules).
 */
export const FeedbackConfig: GlobalConfig = {
  slug: 'feedback-config',
  label: { fr: 'Bouton « Votre avis compte »', en: 'Feedback widget' },
  admin: {
    group: { fr: 'Messages et avis', en: 'Messages and feedback' },
    description: {
      fr: 'Le bouton rond qui ouvre le formulaire d’avis (note de 1 à 5 et suggestion).',
      en: 'The round button that opens the feedback form (rating 1 to 5 and a suggestion).',
    },
  },
  hooks: { afterChange: [revalidateGlobalTag(cacheTags.feedbackConfig)] },
  access: {
    read: anyone,
    update: adminsOnly,
    readVersions: adminsOnly,
  },
  fields: [
    {
      name: 'isGloballyEnabled',
      type: 'checkbox',
      label: { fr: 'Afficher le bouton sur le site', en: 'Show the button on the site' },
      defaultValue: true,
    },
    {
      name: 'enabledPages',
      type: 'text',
      hasMany: true,
      label: { fr: 'Pages concernées', en: 'Pages' },
      defaultValue: ['*'],
      validate: validatePages,
      admin: {
        description: {
          fr: '* pour toutes les pages ; sinon des chemins comme /contact ou /articles/* (toutes les pages sous /articles).',
          en: '* for every page; otherwise paths such as /contact or /articles/* (every page under /articles).',
        },
      },
    },
    {
      name: 'position',
      type: 'select',
      label: { fr: 'Position', en: 'Position' },
      required: true,
      defaultValue: 'bottom-right',
      options: feedbackPositions.map((value) => ({ label: positionLabels[value], value })),
    },
  ],
}
