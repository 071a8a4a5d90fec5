/**
 * Kept whole: the admin's field for each theme value with its labels; the rules are in
 * lib/personalisation/theme.ts.
 */
import type { GlobalConfig } from 'payload'

import { adminsOnly, anyone } from '@/access'
import { revalidateGlobalTag } from '@/lib/platform/cache/hooks'
import { cacheTags } from '@/lib/platform/cache/tags'
import {
  AMBIENT_VOLUME_RANGE,
  ambientSoundTypes,
  backgroundPatterns,
  BORDER_RADIUS_RANGE,
  contrastProblem,
  cursorTypes,
  FONT_SIZE_RANGE,
  fontFamilies,
  isAmbientVolume,
  PARTICLE_COUNT_RANGE,
  particleTypes,
  sameOriginAudioPath,
  THEME_DEFAULTS,
  type ColorField,
  type ContrastProblem,
} from '@/lib/personalisation'

/** The French and English names of every choice, as staff read them in the admin. */
const choiceLabels = {
  fontFamily: {
    inter: { fr: 'Inter (sans empattement)', en: 'Inter (sans serif)' },
    lora: { fr: 'Lora (avec empattement)', en: 'Lora (serif)' },
    atkinson: { fr: 'Atkinson Hyperlegible (très lisible)', en: 'Atkinson Hyperlegible (legible)' },
    nunito: { fr: 'Nunito (arrondie)', en: 'Nunito (rounded)' },
  },
  backgroundPattern: {
    none: { fr: 'Aucun', en: 'None' },
    leaves: { fr: 'Feuillage', en: 'Leaves' },
    contours: { fr: 'Courbes de niveau', en: 'Contour lines' },
    dots: { fr: 'Pointillé', en: 'Dots' },
  },
  particleType: {
    forest: { fr: 'Feuilles', en: 'Leaves' },
    snow: { fr: 'Neige', en: 'Snow' },
    stars: { fr: 'Étoiles', en: 'Stars' },
    butterflies: { fr: 'Papillons', en: 'Butterflies' },
    magic: { fr: 'Lucioles', en: 'Fireflies' },
    ocean: { fr: 'Bulles', en: 'Bubbles' },
    autumn: { fr: 'Automne', en: 'Autumn' },
  },
  cursorType: {
    leaf: { fr: 'Feuille', en: 'Leaf' },
    acorn: { fr: 'Gland', en: 'Acorn' },
    feather: { fr: 'Plume', en: 'Feather' },
    pine: { fr: 'Sapin', en: 'Fir' },
  },
  ambientSoundType: {
    forest: { fr: 'Forêt', en: 'Forest' },
    rain: { fr: 'Pluie', en: 'Rain' },
    ocean: { fr: 'Océan', en: 'Ocean' },
    wind: { fr: 'Vent', en: 'Wind' },
  },
} as const

const select = <K extends keyof typeof choiceLabels>(
  name: K,
  values: readonly (keyof (typeof choiceLabels)[K] & string)[],
  label: { fr: string; en: string },
) => ({
  name,
  type: 'select' as const,
  label,
  required: true,
  defaultValue: THEME_DEFAULTS[name],
  options: values.map((value) => ({
    value,
    label: (choiceLabels[name] as Record<string, { fr: string; en: string }>)[value] ?? value,
  })),
})

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
    {
      type: 'row',
      fields: [
        select('fontFamily', fontFamilies, { fr: 'Police', en: 'Font' }),
        select('backgroundPattern', backgroundPatterns, {
          fr: 'Motif de fond',
          en: 'Background pattern',
        }),
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Particules et curseur', en: 'Particles and cursor' },
      admin: {
        initCollapsed: true,
        description: {
          fr: 'Décor animé derrière le contenu : jamais sous « réduire les animations », jamais devant un bouton.',
          en: 'Animated decoration behind the content: never under reduced motion, never over a button.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'particleEffects',
              type: 'checkbox',
              label: { fr: 'Particules', en: 'Particles' },
              defaultValue: THEME_DEFAULTS.particleEffects,
            },
            select('particleType', particleTypes, { fr: 'Type', en: 'Type' }),
            {
              name: 'particleCount',
              type: 'number',
              label: { fr: 'Nombre', en: 'Count' },
              required: true,
              defaultValue: THEME_DEFAULTS.particleCount,
              min: PARTICLE_COUNT_RANGE.min,
              max: PARTICLE_COUNT_RANGE.max,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'customCursor',
              type: 'checkbox',
              label: { fr: 'Curseur personnalisé', en: 'Custom cursor' },
              defaultValue: THEME_DEFAULTS.customCursor,
            },
            select('cursorType', cursorTypes, { fr: 'Forme', en: 'Shape' }),
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Sons', en: 'Sounds' },
      admin: {
        initCollapsed: true,
        description: {
          fr: 'Le lecteur d’ambiance apparaît en bas à droite ; rien ne joue avant que le visiteur appuie sur lecture.',
          en: 'The ambient player shows at the bottom right; nothing plays before the visitor presses play.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'ambientSounds',
              type: 'checkbox',
              label: { fr: 'Sons d’ambiance', en: 'Ambient sounds' },
              defaultValue: THEME_DEFAULTS.ambientSounds,
            },
            select('ambientSoundType', ambientSoundTypes, { fr: 'Ambiance', en: 'Sound' }),
            {
              name: 'ambientVolume',
              type: 'number',
              label: { fr: 'Volume (0 à 100)', en: 'Volume (0 to 100)' },
              required: true,
              defaultValue: THEME_DEFAULTS.ambientVolume,
              min: AMBIENT_VOLUME_RANGE.min,
              max: AMBIENT_VOLUME_RANGE.max,
              admin: { step: AMBIENT_VOLUME_RANGE.step },
              validate: (value: unknown) =>
                isAmbientVolume(value) ? true : 'Un volume entre 0 et 100, par pas de 5.',
            },
          ],
        },
        {
          name: 'ambientAudio',
          type: 'upload',
          relationTo: 'site-audio',
          label: { fr: 'Fichier d’ambiance', en: 'Ambient file' },
          admin: {
            description: {
              fr: 'Joué à la place de l’ambiance synthétisée.',
              en: 'Played instead of the synthesised sound.',
            },
          },
        },
        {
          name: 'customAudioUrl',
          type: 'text',
          label: { fr: 'Ou adresse d’un son de ce site', en: 'Or address of a sound of this site' },
          validate: (value: unknown) =>
            sameOriginAudioPath(value) === false
              ? 'Indiquez un son de ce site, par un chemin qui commence par « / » : les adresses d’autres sites ne sont pas lues.'
              : true,
        },
        {
          name: 'soundEffects',
          type: 'checkbox',
          label: { fr: 'Sons de l’interface', en: 'Interface sounds' },
          defaultValue: THEME_DEFAULTS.soundEffects,
        },
      ],
    },
  ],
}
