import type { GlobalConfig } from 'payload'

import { adminsOnly, anyone } from '@/access'
import { revalidateGlobalTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import {
  BORDER_RADIUS_RANGE,
  contrastProblem,
  FONT_SIZE_RANGE,
  THEME_DEFAULTS,
  type ColorField,
  type ContrastProblem,
} from '@/lib/personalisation'

const uses: Record<Exclude<ContrastProblem['kind'], 'invalid'>, string> = {
  buttonText: 'le texte des boutons de cette couleur',
  darkModeText: 'cette couleur employée comme texte en mode sombre',
  icon: 'les icônes de cette couleur sur fond clair',
  badgeLight: 'le texte des pastilles teintées de cette couleur (mode clair)',
  badgeDark: 'le texte des pastilles teintées de cette couleur (mode sombre)',
}

/** Refuses a colour that is not #rrggbb or that would make some text unreadable (WCAG AA). */
function validateColor(field: ColorField) {
  return (value: unknown): true | string => {
    const problem = contrastProblem(field, value)
    if (!problem) return true
    if (problem.kind === 'invalid')
      return 'Indiquez une couleur au format #rrggbb, par exemple #22c55e.'
    const ratio = problem.ratio.toLocaleString('fr-FR')
    const needed = problem.needed.toLocaleString('fr-FR')
    return `Couleur refusée : ${uses[problem.kind]} ne serait pas lisible (contraste ${ratio}:1, il faut au moins ${needed}:1).`
  }
}

const colorField = (name: ColorField, label: { fr: string; en: string }) => ({
  name,
  type: 'text' as const,
  label,
  required: true,
  defaultValue: THEME_DEFAULTS[name],
  validate: validateColor(name),
  admin: {
    description: {
      fr: 'Format #rrggbb. Une couleur qui rendrait un texte illisible (contraste WCAG AA) est refusée.',
      en: 'Format #rrggbb. A colour that would make some text unreadable (WCAG AA contrast) is refused.',
    },
  },
})

/**
 * The site's theme for everyone (docs/personalisation.md): colours, text size, corners, animations and
 * the default colour scheme. Anyone reads it (every page renders it); administrators change it.
 */
export const ThemeDefaults: GlobalConfig = {
  slug: 'theme-defaults',
  label: { fr: 'Thème du site', en: 'Site theme' },
  admin: {
    group: { fr: 'Administration', en: 'Administration' },
    description: {
      fr: 'Les couleurs, la taille du texte, l’arrondi des angles et les animations du site pour tous les visiteurs.',
      en: 'The colours, text size, corner radius and animations of the site for every visitor.',
    },
  },
  hooks: { afterChange: [revalidateGlobalTag(cacheTags.themeDefaults)] },
  access: {
    read: anyone,
    update: adminsOnly,
    readVersions: adminsOnly,
  },
  fields: [
    {
      name: 'colorScheme',
      type: 'select',
      label: { fr: 'Affichage par défaut', en: 'Default colour scheme' },
      required: true,
      defaultValue: THEME_DEFAULTS.colorScheme,
      options: [
        { label: { fr: 'Clair', en: 'Light' }, value: 'light' },
        { label: { fr: 'Sombre', en: 'Dark' }, value: 'dark' },
      ],
      admin: {
        description: {
          fr: 'Pour qui n’a pas choisi lui-même avec le bouton du bandeau.',
          en: 'For whoever has not chosen with the header’s toggle.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        colorField('primaryColor', { fr: 'Couleur principale', en: 'Primary colour' }),
        colorField('secondaryColor', { fr: 'Couleur secondaire', en: 'Secondary colour' }),
        colorField('accentColor', { fr: 'Couleur d’accent', en: 'Accent colour' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'fontSize',
          type: 'number',
          label: { fr: 'Taille du texte (px)', en: 'Text size (px)' },
          required: true,
          defaultValue: THEME_DEFAULTS.fontSize,
          min: FONT_SIZE_RANGE.min,
          max: FONT_SIZE_RANGE.max,
        },
        {
          name: 'borderRadius',
          type: 'number',
          label: { fr: 'Arrondi des angles (px)', en: 'Corner radius (px)' },
          required: true,
          defaultValue: THEME_DEFAULTS.borderRadius,
          min: BORDER_RADIUS_RANGE.min,
          max: BORDER_RADIUS_RANGE.max,
        },
      ],
    },
    {
      name: 'animations',
      type: 'checkbox',
      label: { fr: 'Animations et transitions', en: 'Animations and transitions' },
      defaultValue: THEME_DEFAULTS.animations,
      admin: {
        description: {
          fr: 'Décochée, l’interface ne bouge plus (comme pour qui demande moins d’animations à son système).',
          en: 'Unticked, the interface stops moving (as for those who ask their system for reduced motion).',
        },
      },
    },
  ],
}
