import { describe, expect, it } from 'vitest'

import { fillTokens, fillTokensInText, legalTokenValues } from '@/lib/legal/tokens'
import { localizeLinks } from '@/lib/legal/links'

const settings = {
  brandName: 'Sylva Cévennes',
  contactEmail: 'bonjour@sylva-cevennes.fr',
  business: {
    legalName: 'Sylva Cévennes',
    street: '4 place de l’Esplanade',
    postalCode: '48400',
    city: 'Florac-Trois-Rivières',
    country: 'France',
    publicationDirector: 'Claire Roux',
  },
  host: { name: null, address: '' },
}

describe('legal tokens', () => {
  const values = legalTokenValues(settings, { siteUrl: 'https://s.fr', notProvided: 'à compléter' })

  it('come from the site settings, with a visible placeholder for what is missing', () => {
    expect(values.address).toBe('4 place de l’Esplanade, 48400 Florac-Trois-Rivières, France')
    expect(values.director).toBe('Claire Roux')
    expect(values.hostName).toBe('à compléter')
    expect(values.siret).toBe('à compléter')
  })

  it('are replaced in text, unknown tokens left as written', () => {
    expect(fillTokensInText('Édité par {{legalName}} ({{ siret }}) — {{unknown}}', values)).toBe(
      'Édité par Sylva Cévennes (à compléter) — {{unknown}}',
    )
  })

  it('are replaced in every text node of a rich-text document, without changing the original', () => {
    const document = {
      root: {
        children: [
          { type: 'paragraph', children: [{ type: 'text', text: 'Directrice : {{director}}' }] },
        ],
      },
    }
    const filled = fillTokens(document, values)
    expect(filled.root.children[0]?.children[0]?.text).toBe('Directrice : Claire Roux')
    expect(document.root.children[0]?.children[0]?.text).toBe('Directrice : {{director}}')
  })

  it('leave internal links in the reader’s language', () => {
    const document = {
      root: {
        children: [
          { type: 'link', fields: { url: '/cgv' }, children: [] },
          { type: 'link', fields: { url: 'https://www.cnil.fr' }, children: [] },
        ],
      },
    }
    const localized = localizeLinks(document, 'de')
    expect(localized.root.children.map((node) => node.fields.url)).toEqual([
      '/cgv?lang=de',
      'https://www.cnil.fr',
    ])
  })
})
