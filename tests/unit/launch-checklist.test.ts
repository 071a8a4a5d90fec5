/** The launch checklist: each item's state from the site settings, the environment and the files. */
import { describe, expect, it } from 'vitest'

import {
  launchChecklist,
  launchWarnings,
  missingLegalFields,
  type LaunchInput,
  type LegalSettings,
} from '@/lib/site/launch-checklist'

const complete: LegalSettings = {
  business: {
    legalForm: 'Entreprise individuelle',
    siret: '123 456 789 00012',
    registration: 'RNE 123 456 789',
    vatNumber: 'TVA non applicable, art. 293 B du CGI',
    street: '4 place de l’Esplanade',
    postalCode: '48400',
    city: 'Florac-Trois-Rivières',
    phone: '04 66 00 00 00',
    publicationDirector: 'Claire Roux',
  },
  host: { name: 'OVH SAS', address: '2 rue Kellermann, 59100 Roubaix', phone: '1007' },
  mediator: { name: 'CM2C', website: 'https://www.cm2c.net' },
}

const ready: LaunchInput = {
  settings: complete,
  env: {
    billing: { mode: 'stripe', secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
    email: { smtpUrl: 'smtp://mail.example.org', from: 'a@b.fr', fromName: 'Sylva' },
    translation: { provider: 'deepl', apiKey: 'key' },
  },
  placeholderVideos: [],
  placeholderMedia: 0,
}

const stateOf = (input: LaunchInput) =>
  Object.fromEntries(launchChecklist(input).map((item) => [item.key, item.done]))

describe('launchChecklist', () => {
  it('is all done for a filled-in, configured site without stand-in files', () => {
    expect(stateOf(ready)).toEqual({
      legal: true,
      videos: true,
      media: true,
      payments: true,
      email: true,
      translation: true,
    })
    expect(launchWarnings(launchChecklist(ready))).toEqual([])
  })

  it('lists the empty legal fields of a fresh install (the seed fills only the address and director)', () => {
    const fresh: LegalSettings = {
      business: {
        legalForm: 'Entreprise individuelle',
        street: '4 place de l’Esplanade',
        postalCode: '48400',
        city: 'Florac-Trois-Rivières',
        publicationDirector: 'Claire Roux',
        phone: '  ',
      },
      host: null,
    }
    expect(missingLegalFields(fresh)).toEqual([
      'SIRET',
      'Immatriculation (RCS, RNE)',
      'N° de TVA intracommunautaire (ou « TVA non applicable, art. 293 B du CGI »)',
      'Téléphone',
      'Hébergeur : nom',
      'Hébergeur : adresse',
      'Hébergeur : téléphone',
      'Médiateur de la consommation : nom',
      'Médiateur de la consommation : site web',
    ])
    const [legal] = launchChecklist({ ...ready, settings: fresh })
    expect(legal).toMatchObject({ key: 'legal', done: false })
    expect(legal?.detail).toContain('9 champs vides')
    expect(missingLegalFields(null)).toHaveLength(14)
  })

  it('marks the stand-in videos and illustrations still in place', () => {
    const items = launchChecklist({
      ...ready,
      placeholderVideos: ['Respirer sous les chênes pubescents'],
      placeholderMedia: 40,
    })
    expect(items.find((item) => item.key === 'videos')).toMatchObject({
      done: false,
      pending: ['Respirer sous les chênes pubescents'],
    })
    expect(items.find((item) => item.key === 'media')).toMatchObject({ done: false })
    expect(items.find((item) => item.key === 'media')?.detail).toContain('40 illustrations')
  })

  it('wants Stripe with its webhook secret: demo payments or a missing secret are not done', () => {
    expect(stateOf({ ...ready, env: { ...ready.env, billing: { mode: 'demo' } } }).payments).toBe(
      false,
    )
    const noWebhook = launchChecklist({
      ...ready,
      env: { ...ready.env, billing: { mode: 'stripe', secretKey: 'sk_live_x' } },
    }).find((item) => item.key === 'payments')
    expect(noWebhook).toMatchObject({ done: false })
    expect(noWebhook?.detail).toContain('STRIPE_WEBHOOK_SECRET')
  })

  it('wants SMTP (not the development outbox) and a translation provider', () => {
    const state = stateOf({
      ...ready,
      env: {
        ...ready.env,
        email: { from: 'a@b.fr', fromName: 'Sylva' },
        translation: { provider: 'none' },
      },
    })
    expect(state.email).toBe(false)
    expect(state.translation).toBe(false)
    expect(
      stateOf({
        ...ready,
        env: { ...ready.env, translation: { provider: 'libretranslate', url: 'http://lt' } },
      }).translation,
    ).toBe(true)
  })
})

describe('launchWarnings', () => {
  it('names each legal field left, and the stand-in videos, for the production start-up log', () => {
    const lines = launchWarnings(
      launchChecklist({
        ...ready,
        settings: { ...complete, host: { ...complete.host, phone: '' } },
        placeholderVideos: ['À l’écoute du ruisseau'],
        placeholderMedia: 3,
        env: { ...ready.env, billing: { mode: 'demo' } },
      }),
    )
    expect(lines).toHaveLength(3)
    expect(lines[0]).toContain('Hébergeur : téléphone')
    expect(lines[1]).toContain('À l’écoute du ruisseau')
    expect(lines[2]).toContain('STRIPE_SECRET_KEY')
    expect(lines.every((line) => line.includes('⚠'))).toBe(true)
  })
})
