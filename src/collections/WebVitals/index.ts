import type { CollectionConfig } from 'payload'

import { nobody, staff } from '@/access'
import { PAGE_TYPES, VITAL_METRICS } from '@/lib/vitals/kinds'

/**
 * Core Web Vitals measured on real visits (docs/performance.md › Real visitors): one row per metric
 * of a sampled page view, with the page's kind and the value only — no address, account, cookie or
 * identifier. Only POST /api/vitals creates them; staff read the p75 of each page type above the list.
 */
export const WebVitals: CollectionConfig = {
  slug: 'web-vitals',
  labels: {
    singular: { fr: 'Mesure de vitesse', en: 'Speed measurement' },
    plural: { fr: 'Vitesse réelle', en: 'Real-user speed' },
  },
  admin: {
    defaultColumns: ['pageType', 'metric', 'value', 'createdAt'],
    group: { fr: 'Messages et avis', en: 'Messages and feedback' },
    description: {
      fr: 'Les Core Web Vitals mesurés chez les visiteurs (une visite sur dix, sans identifiant), gardés 90 jours.',
      en: 'Core Web Vitals measured on real visits (one in ten, without any identifier), kept 90 days.',
    },
    components: {
      beforeListTable: ['@/components/admin/WebVitalsSummary#WebVitalsSummary'],
    },
  },
  defaultSort: '-createdAt',
  access: {
    read: staff,
    create: nobody,
    update: nobody,
    delete: staff,
    readVersions: nobody,
  },
  fields: [
    {
      name: 'pageType',
      type: 'select',
      label: { fr: 'Type de page', en: 'Page type' },
      required: true,
      index: true,
      options: PAGE_TYPES.map((value) => ({ label: value, value })),
    },
    {
      name: 'metric',
      type: 'select',
      label: { fr: 'Mesure', en: 'Metric' },
      required: true,
      options: VITAL_METRICS.map((value) => ({ label: value, value })),
    },
    {
      name: 'value',
      type: 'number',
      label: { fr: 'Valeur', en: 'Value' },
      required: true,
      admin: {
        description: {
          fr: 'Millisecondes pour LCP et INP ; score sans unité pour CLS.',
          en: 'Milliseconds for LCP and INP; a unitless score for CLS.',
        },
      },
    },
  ],
  timestamps: true,
}
