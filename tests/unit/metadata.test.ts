import { describe, expect, it } from 'vitest'

import {
  breadcrumbList,
  buildMetadata,
  pageJsonLd,
  titleWithBrand,
  truncateDescription,
} from '@/lib/seo/metadata'

const site = {
  brand: 'Sylva Cévennes',
  siteUrl: 'https://sylva-cevennes.fr',
  locale: 'fr' as const,
}

describe('titleWithBrand', () => {
  it('adds " | {brand}"', () => {
    expect(titleWithBrand('Contact', 'Sylva Cévennes')).toBe('Contact | Sylva Cévennes')
  })
  it('leaves a title that already names the brand alone, whatever its case', () => {
    expect(titleWithBrand('Bienvenue chez Sylva Cévennes', 'Sylva Cévennes')).toBe(
      'Bienvenue chez Sylva Cévennes',
    )
    expect(titleWithBrand('SYLVA CÉVENNES en Lozère', 'Sylva Cévennes')).toBe(
      'SYLVA CÉVENNES en Lozère',
    )
  })
})

describe('truncateDescription', () => {
  it('keeps a description of 160 characters or fewer as it is', () => {
    const text = 'a'.repeat(160)
    expect(truncateDescription(text)).toBe(text)
  })
  it('cuts a longer one to at most 160 characters, at a word, with an ellipsis', () => {
    const text = 'La sylvothérapie invite à ralentir sous les châtaigniers des Cévennes, '.repeat(5)
    const cut = truncateDescription(text)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    expect(text.startsWith(cut.slice(0, -1))).toBe(true)
    expect(cut.slice(0, -1).endsWith(' ')).toBe(false)
  })
  it('collapses white space first', () => {
    expect(truncateDescription('  Respirer \n  sous  les arbres ')).toBe('Respirer sous les arbres')
  })
})

describe('buildMetadata', () => {
  const base = { title: 'Contact', description: 'Écrivez-nous.', canonicalPath: '/contact' }

  it('sets the title, canonical, Open Graph and Twitter defaults', () => {
    const metadata = buildMetadata(base, site)
    expect(metadata.title).toEqual({ absolute: 'Contact | Sylva Cévennes' })
    expect(metadata.alternates?.canonical).toBe('https://sylva-cevennes.fr/contact')
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      title: 'Contact | Sylva Cévennes',
      description: 'Écrivez-nous.',
      url: 'https://sylva-cevennes.fr/contact',
      siteName: 'Sylva Cévennes',
      locale: 'fr_FR',
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Contact | Sylva Cévennes',
    })
  })

  it('points the canonical of a translation to its own ?lang= URL', () => {
    const metadata = buildMetadata(base, { ...site, locale: 'de' })
    expect(metadata.alternates?.canonical).toBe('https://sylva-cevennes.fr/contact?lang=de')
    expect(metadata.openGraph).toMatchObject({ locale: 'de_DE' })
  })

  it('lists every language, French without parameter, and x-default to French', () => {
    const metadata = buildMetadata(base, site)
    expect(metadata.alternates?.languages).toEqual({
      fr: 'https://sylva-cevennes.fr/contact',
      en: 'https://sylva-cevennes.fr/contact?lang=en',
      es: 'https://sylva-cevennes.fr/contact?lang=es',
      de: 'https://sylva-cevennes.fr/contact?lang=de',
      nl: 'https://sylva-cevennes.fr/contact?lang=nl',
      'x-default': 'https://sylva-cevennes.fr/contact',
    })
  })

  it('indexes with large previews by default, and says noindex, nofollow when asked', () => {
    expect(buildMetadata(base, site).robots).toMatchObject({
      index: true,
      follow: true,
      'max-image-preview': 'large',
    })
    expect(buildMetadata({ ...base, noindex: true }, site).robots).toEqual({
      index: false,
      follow: false,
    })
  })

  it('passes keywords, author, image, og:type and twitter card through', () => {
    const metadata = buildMetadata(
      {
        ...base,
        keywords: 'forêt, respiration',
        author: 'Claire Roux',
        ogImage: '/og.png',
        ogType: 'article',
        twitterCard: 'summary',
      },
      site,
    )
    expect(metadata.keywords).toEqual(['forêt', 'respiration'])
    expect(metadata.authors).toEqual([{ name: 'Claire Roux' }])
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      images: [{ url: 'https://sylva-cevennes.fr/og.png' }],
    })
    expect(metadata.twitter).toMatchObject({
      card: 'summary',
      images: ['https://sylva-cevennes.fr/og.png'],
    })
  })

  it('cuts the description everywhere it appears', () => {
    const long = 'Forêt '.repeat(60)
    const metadata = buildMetadata({ ...base, description: long }, site)
    expect(String(metadata.description).length).toBeLessThanOrEqual(160)
    expect(
      String((metadata.openGraph as { description: string }).description).length,
    ).toBeLessThanOrEqual(160)
  })
})

describe('breadcrumbs', () => {
  it('builds one item per segment of the canonical path, in the page language', () => {
    const list = breadcrumbList('/formations/bases-du-bain-de-foret', {
      siteUrl: site.siteUrl,
      locale: 'es',
      homeName: 'Inicio',
      segmentNames: { formations: 'Formaciones' },
    }) as { itemListElement: { position: number; name: string; item: string }[] }
    expect(list.itemListElement).toEqual([
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Inicio',
        item: 'https://sylva-cevennes.fr/?lang=es',
      },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Formaciones',
        item: 'https://sylva-cevennes.fr/formations?lang=es',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Bases du bain de foret',
        item: 'https://sylva-cevennes.fr/formations/bases-du-bain-de-foret?lang=es',
      },
    ])
  })

  it('takes the steps a page gives instead of its path’s segments (a module: its formation’s title, no « module » step)', () => {
    const records = pageJsonLd(
      {
        title: 'S’asseoir sous un arbre',
        canonicalPath: '/formations/bases-du-bain-de-foret/module/m1',
        trail: [
          { name: 'Formations', path: '/formations' },
          { name: 'Les bases du bain de forêt', path: '/formations/bases-du-bain-de-foret' },
        ],
      },
      { ...site, homeName: 'Accueil' },
    ) as { itemListElement: { name: string; item: string }[] }[]
    expect(records[0]?.itemListElement.map(({ name, item }) => [name, item])).toEqual([
      ['Accueil', 'https://sylva-cevennes.fr/'],
      ['Formations', 'https://sylva-cevennes.fr/formations'],
      ['Les bases du bain de forêt', 'https://sylva-cevennes.fr/formations/bases-du-bain-de-foret'],
      [
        'S’asseoir sous un arbre',
        'https://sylva-cevennes.fr/formations/bases-du-bain-de-foret/module/m1',
      ],
    ])
  })

  it('adds the breadcrumb list to the page’s own JSON-LD, named after the page', () => {
    const records = pageJsonLd(
      {
        title: 'Mentions légales',
        canonicalPath: '/mentions-legales',
        jsonLd: { '@type': 'WebPage' },
      },
      { ...site, homeName: 'Accueil' },
    ) as { '@type': string; itemListElement?: { name: string }[] }[]
    expect(records.map((record) => record['@type'])).toEqual(['WebPage', 'BreadcrumbList'])
    expect(records[1]?.itemListElement?.map((item) => item.name)).toEqual([
      'Accueil',
      'Mentions légales',
    ])
  })
})
