import type { Payload } from 'payload'

import type { Locale } from '@/i18n/locales'

import { SEED_CONTEXT, type SeedUnit } from './types'

type PlanSeed = {
  code: string
  priceCents: number
  interval: 'month' | 'year' | null
  sortOrder: number
  name: Record<Locale, string>
  benefits: Record<Locale, string[]>
}

const premiumBenefits: Record<Locale, string[]> = {
  fr: [
    'Toutes les vidéos guidées : bains de forêt, respiration, méditation',
    'Les articles approfondis et les dossiers de saison',
    'Les formations complètes, module par module',
    'Les routines, les découvertes et le calendrier de la forêt',
    'Les tests et questionnaires, et les contenus à venir',
  ],
  en: [
    'Every guided video: forest baths, breathing, meditation',
    'In-depth articles and seasonal features',
    'Complete courses, module by module',
    'Routines, discoveries and the forest calendar',
    'The tests and questionnaires, and content still to come',
  ],
  es: [
    'Todos los vídeos guiados: baños de bosque, respiración, meditación',
    'Los artículos en profundidad y los dosieres de temporada',
    'Las formaciones completas, módulo a módulo',
    'Las rutinas, los descubrimientos y el calendario del bosque',
    'Los tests y cuestionarios, y los contenidos que vendrán',
  ],
  de: [
    'Alle geführten Videos: Waldbaden, Atmung, Meditation',
    'Ausführliche Artikel und Themen zur Jahreszeit',
    'Vollständige Kurse, Modul für Modul',
    'Routinen, Entdeckungen und der Waldkalender',
    'Die Tests und Fragebögen und alle kommenden Inhalte',
  ],
  nl: [
    'Alle begeleide video’s: bosbaden, ademhaling, meditatie',
    'Verdiepende artikelen en seizoensdossiers',
    'Volledige cursussen, module voor module',
    'Routines, ontdekkingen en de boskalender',
    'De tests en vragenlijsten, en alle inhoud die nog komt',
  ],
}

const plans: PlanSeed[] = [
  {
    code: 'free',
    priceCents: 0,
    interval: null,
    sortOrder: 0,
    name: {
      fr: 'Découverte',
      en: 'Discovery',
      es: 'Descubrimiento',
      de: 'Entdecken',
      nl: 'Ontdekken',
    },
    benefits: {
      fr: [
        'Les articles et vidéos en accès libre',
        'Les conseils du jour dans votre espace membre',
        'Le calendrier de la forêt et les tests de personnalité',
      ],
      en: [
        'Free articles and videos',
        'Daily tips in your members’ area',
        'The forest calendar and personality quizzes',
      ],
      es: [
        'Los artículos y vídeos de acceso libre',
        'Los consejos del día en tu área de miembros',
        'El calendario del bosque y los tests de personalidad',
      ],
      de: [
        'Frei zugängliche Artikel und Videos',
        'Tägliche Tipps in deinem Mitgliederbereich',
        'Der Waldkalender und die Persönlichkeitstests',
      ],
      nl: [
        'Vrij toegankelijke artikelen en video’s',
        'Dagelijkse tips in je ledenomgeving',
        'De boskalender en de persoonlijkheidstests',
      ],
    },
  },
  {
    code: 'monthly',
    priceCents: 990,
    interval: 'month',
    sortOrder: 1,
    name: {
      fr: 'Premium mensuel',
      en: 'Premium monthly',
      es: 'Premium mensual',
      de: 'Premium monatlich',
      nl: 'Premium maandelijks',
    },
    benefits: premiumBenefits,
  },
  {
    code: 'yearly',
    priceCents: 8400,
    interval: 'year',
    sortOrder: 2,
    name: {
      fr: 'Premium annuel',
      en: 'Premium yearly',
      es: 'Premium anual',
      de: 'Premium jährlich',
      nl: 'Premium jaarlijks',
    },
    benefits: premiumBenefits,
  },
]

async function seedPlans(payload: Payload): Promise<void> {
  for (const plan of plans) {
    const existing = await payload.find({
      collection: 'plans',
      where: { code: { equals: plan.code } },
      limit: 1,
      overrideAccess: true,
    })
    const doc =
      existing.docs[0] ??
      (await payload.create({
        collection: 'plans',
        depth: 0,
        locale: 'fr',
        context: { ...SEED_CONTEXT },
        overrideAccess: true,
        data: {
          code: plan.code,
          name: plan.name.fr,
          benefits: plan.benefits.fr.map((text) => ({ text })),
          priceCents: plan.priceCents,
          currency: 'EUR',
          interval: plan.interval,
          active: true,
          sortOrder: plan.sortOrder,
        },
      }))
    for (const locale of ['en', 'es', 'de', 'nl'] as const) {
      await payload.update({
        collection: 'plans',
        depth: 0,
        id: doc.id,
        locale,
        context: { ...SEED_CONTEXT },
        overrideAccess: true,
        data: {
          name: plan.name[locale],
          benefits: plan.benefits[locale].map((text) => ({ text })),
        },
      })
    }
  }
}

export const plansSeed: SeedUnit = { key: 'plans@1', run: seedPlans }
