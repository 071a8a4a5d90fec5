/**
 * The launch checklist: what a fresh install still has to replace before it opens to the public
 * (the legal identity, generated files, payment keys, SMTP, a translation provider). Pure: the
 * admin's dashboard panel and the production start-up warning read the same answer.
 */
import type { Env } from '@/lib/platform/config/env'

type Text = string | null | undefined

/** The parts of the site settings the legal pages print (« à compléter » while empty). */
export type LegalSettings = {
  business?: {
    legalForm?: Text
    siret?: Text
    registration?: Text
    vatNumber?: Text
    street?: Text
    postalCode?: Text
    city?: Text
    phone?: Text
    publicationDirector?: Text
  } | null
  host?: { name?: Text; address?: Text; phone?: Text } | null
  mediator?: { name?: Text; website?: Text } | null
}

const legalFields: [label: string, read: (settings: LegalSettings) => Text][] = [
  ['Forme juridique', (s) => s.business?.legalForm],
  ['SIRET', (s) => s.business?.siret],
  ['Immatriculation (RCS, RNE)', (s) => s.business?.registration],
  [
    'N° de TVA intracommunautaire (ou « TVA non applicable, art. 293 B du CGI »)',
    (s) => s.business?.vatNumber,
  ],
  ['Adresse', (s) => s.business?.street],
  ['Code postal', (s) => s.business?.postalCode],
  ['Commune', (s) => s.business?.city],
  ['Téléphone', (s) => s.business?.phone],
  ['Directeur de la publication', (s) => s.business?.publicationDirector],
  ['Hébergeur : nom', (s) => s.host?.name],
  ['Hébergeur : adresse', (s) => s.host?.address],
  ['Hébergeur : téléphone', (s) => s.host?.phone],
  ['Médiateur de la consommation : nom', (s) => s.mediator?.name],
  ['Médiateur de la consommation : site web', (s) => s.mediator?.website],
]

/** The labels (as in the admin's « Identité légale » tab) of the legal fields still empty. */
export function missingLegalFields(settings: LegalSettings | null | undefined): string[] {
  return legalFields.filter(([, read]) => !read(settings ?? {})?.trim()).map(([label]) => label)
}

export type LaunchItemKey = 'legal' | 'videos' | 'media' | 'payments' | 'email' | 'translation'

export type LaunchItem = {
  key: LaunchItemKey
  label: string
  done: boolean
  /** What is done, or what is left to do, in one sentence. */
  detail: string
  /** What is still missing or provisional, one entry per field or document. */
  pending: string[]
  /** Where staff fix it in the admin, when it is fixed there (the others are environment variables). */
  href?: string
}

export type LaunchInput = {
  settings: LegalSettings | null | undefined
  env: Pick<Env, 'billing' | 'email' | 'translation'>
  /** Titles of the videos whose file is still the generated stand-in. */
  placeholderVideos: string[]
  /** How many media files are still generated illustrations. */
  placeholderMedia: number
}

export function launchChecklist({
  settings,
  env,
  placeholderVideos,
  placeholderMedia,
}: LaunchInput): LaunchItem[] {
  const legal = missingLegalFields(settings)
  const { billing, email, translation } = env
  const stripeReady = billing.mode === 'stripe' && Boolean(billing.webhookSecret)
  return [
    {
      key: 'legal',
      label: 'Mentions légales (réglages du site)',
      done: legal.length === 0,
      detail: legal.length
        ? `${legal.length} champ${legal.length > 1 ? 's' : ''} vide${legal.length > 1 ? 's' : ''} : les pages légales affichent « à compléter ».`
        : 'Tous les champs que les pages légales affichent sont remplis.',
      pending: legal,
      href: '/admin/globals/site-settings',
    },
    {
      key: 'videos',
      label: 'Vidéos de la bibliothèque',
      done: placeholderVideos.length === 0,
      detail: placeholderVideos.length
        ? `${placeholderVideos.length} vidéo${placeholderVideos.length > 1 ? 's' : ''} provisoire${placeholderVideos.length > 1 ? 's' : ''} (extraits générés) : leur page affiche « Aperçu : vidéo provisoire ».`
        : 'Aucune vidéo provisoire.',
      pending: placeholderVideos,
      href: '/admin/collections/videos?where[placeholder][equals]=true',
    },
    {
      key: 'media',
      label: 'Images',
      done: placeholderMedia === 0,
      detail: placeholderMedia
        ? `${placeholderMedia} illustration${placeholderMedia > 1 ? 's' : ''} générée${placeholderMedia > 1 ? 's' : ''} par le contenu de lancement, à remplacer par des photos si vous le souhaitez.`
        : 'Aucune illustration générée.',
      pending: [],
      href: '/admin/collections/media?where[placeholder][equals]=true',
    },
    {
      key: 'payments',
      label: 'Paiements',
      done: stripeReady,
      detail: stripeReady
        ? 'Stripe configuré (clé secrète et secret du webhook).'
        : billing.mode === 'stripe'
          ? 'STRIPE_WEBHOOK_SECRET manque : les paiements ne seront pas confirmés au site.'
          : 'Paiements de démonstration, aucun paiement réel : définir STRIPE_SECRET_KEY et STRIPE_WEBHOOK_SECRET.',
      pending: [],
    },
    {
      key: 'email',
      label: 'Envoi des e-mails',
      done: Boolean(email.smtpUrl),
      detail: email.smtpUrl
        ? 'SMTP configuré.'
        : 'Boîte d’envoi de développement : les e-mails restent dans l’admin (« Emails envoyés »). Définir SMTP_URL.',
      pending: [],
    },
    {
      key: 'translation',
      label: 'Traduction automatique',
      done: translation.provider !== 'none',
      detail:
        translation.provider === 'deepl'
          ? 'DeepL configuré.'
          : translation.provider === 'libretranslate'
            ? 'LibreTranslate configuré.'
            : 'Aucun fournisseur : les textes non traduits restent en français. Définir DEEPL_API_KEY ou LIBRETRANSLATE_URL.',
      pending: [],
    },
  ]
}

const warningOf: Record<LaunchItemKey, (item: LaunchItem) => string | null> = {
  legal: (item) =>
    `legal identity incomplete in the site settings (the legal pages show « à compléter »): ${item.pending.join(', ')}`,
  videos: (item) =>
    `${item.pending.length} video(s) still play the generated stand-in clip: ${item.pending.join(', ')}`,
  // The generated illustrations are usable pictures: listed in the admin, not worth a warning.
  media: () => null,
  payments: () => 'payments are not live (set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
  // The start-up banner has its own line for a production site without SMTP.
  email: () => null,
  translation: () => 'no translation provider (DEEPL_API_KEY or LIBRETRANSLATE_URL)',
}

/** The production start-up warning: one line per item left (admin › dashboard lists them all). */
export function launchWarnings(items: LaunchItem[]): string[] {
  return items.flatMap((item) => {
    const line = item.done ? null : warningOf[item.key](item)
    return line ? [`  ⚠ Not ready to open: ${line}.`] : []
  })
}
