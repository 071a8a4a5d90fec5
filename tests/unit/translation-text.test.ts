import { describe, expect, it } from 'vitest'

import {
  afterFailure,
  afterSuccess,
  CLOSED,
  glossaryTermKey,
  isTranslatable,
  mayCall,
  normaliseSource,
  protect,
  translateRichText,
  translationKey,
} from '@/lib/translation'

import { fakeTranslate } from '../factories/fake-translation-server'
import { richText } from '../factories/richtext'

describe('what is sent', () => {
  it('skips empty texts, addresses and texts without a letter', () => {
    for (const skipped of [
      '',
      '   ',
      'https://www.cevennes-parcnational.fr',
      '/articles',
      '12 – 18',
      '☼ · ☼',
      'mailto:bonjour@example.org',
    ])
      expect(isTranslatable(skipped)).toBe(false)
    for (const sent of ['Bonjour', 'Le 12 mai, au mont Lozère', 'À voir : https://example.org'])
      expect(isTranslatable(sent)).toBe(true)
  })

  it('gives the same cache key to the same words however they were spaced, one per language', () => {
    expect(normaliseSource('  La forêt\n\tcévenole ')).toBe('La forêt cévenole')
    expect(translationKey('La forêt  cévenole', 'en')).toBe(
      translationKey(' La forêt cévenole', 'en'),
    )
    expect(translationKey('La forêt cévenole', 'en')).not.toBe(
      translationKey('La forêt cévenole', 'de'),
    )
    // Composed and decomposed accents are the same text.
    expect(translationKey('forêt', 'nl')).toBe(translationKey('fore\u0302t', 'nl'))
  })
})

describe('the glossary and the words kept', () => {
  const glossary = [
    {
      source: 'sylvothérapie',
      targets: { en: 'forest bathing', es: 'baño de bosque', de: 'Waldbaden', nl: 'bosbaden' },
    },
    { source: 'Causse Méjean', targets: {} },
  ]

  it('protects terms from the provider and renders them in the target language', () => {
    const { text, restore } = protect(
      'La sylvothérapie sur le Causse Méjean, parmi les Fagus sylvatica.',
      'de',
      glossary,
      ['Fagus sylvatica'],
    )
    expect(text).not.toMatch(/sylvothérapie|Causse|Fagus/)
    expect(restore(fakeTranslate(text, 'de'))).toBe(
      'der Waldbaden SUR LE Causse Méjean, PARMI den Fagus sylvatica.',
    )
  })

  it('matches whole words only, whatever their case', () => {
    const { text } = protect('Sylvothérapies et SYLVOTHÉRAPIE', 'en', glossary)
    expect(text).toBe('Sylvothérapies et <x i="0"/>')
  })

  it('capitalises a rendering that opens a sentence of the translation, never a kept word', () => {
    const terms = [
      ...glossary,
      { source: 'shinrin-yoku', targets: {} },
      { source: 'Mont Lozère', targets: { es: 'monte Lozère' } },
    ]
    const { text, restore } = protect(
      'Sylvothérapie au Mont Lozère. Mont Lozère : Fagus sylvatica, shinrin-yoku.',
      'es',
      terms,
      ['Fagus sylvatica', 'npm'],
    )
    // Mid-sentence the rendering is as written; at a sentence's start (after markup too) it takes a capital.
    expect(restore(text)).toBe(
      'Baño de bosque au monte Lozère. Monte Lozère : Fagus sylvatica, shinrin-yoku.',
    )
    const kept = protect('npm et shinrin-yoku', 'es', terms, ['npm'])
    expect(kept.restore(`<t>${kept.text}</t>`)).toBe('<t>npm et shinrin-yoku</t>')
    const opening = protect('shinrin-yoku et npm', 'es', terms, ['npm'])
    expect(opening.restore(`<t>${opening.text}</t>`)).toBe('<t>Shinrin-yoku et npm</t>')
  })

  it('matches a term typed with either apostrophe, and tells the same term however it is typed', () => {
    const terms = [{ source: "coin d'assise", targets: { en: 'sit spot' } }]
    const { text, restore } = protect("Un coin d’assise et un coin d'assise", 'en', terms)
    expect(restore(text)).toBe('Un sit spot et un sit spot')
    expect(glossaryTermKey(' Coin  d’Assise')).toBe(glossaryTermKey("coin d'assise"))
    expect(glossaryTermKey('Causse Méjean')).not.toBe(glossaryTermKey('Causse de Sauveterre'))
  })
})

describe('rich text', () => {
  it('is translated block by block, keeping formats, links and embedded blocks', async () => {
    const document = {
      root: {
        type: 'root',
        children: [
          { type: 'heading', tag: 'h2', children: [{ type: 'text', text: 'Respirer', format: 0 }] },
          {
            type: 'paragraph',
            children: [
              { type: 'text', text: 'Marcher ', format: 0 },
              { type: 'text', text: 'lentement', format: 2 },
              { type: 'text', text: ' sous ', format: 0 },
              {
                type: 'link',
                fields: { url: 'https://example.org/foret', newTab: false },
                children: [{ type: 'text', text: 'les arbres', format: 1 }],
              },
              { type: 'linebreak' },
              { type: 'text', text: 'Bonjour', format: 0 },
            ],
          },
          { type: 'upload', relationTo: 'media', value: 4 },
          {
            type: 'list',
            listType: 'bullet',
            children: [
              { type: 'listitem', value: 1, children: [{ type: 'text', text: 'La forêt' }] },
            ],
          },
        ],
      },
    }
    const sent: string[] = []
    const { document: translated, untranslatedBlocks } = await translateRichText(
      document,
      async (markups) => {
        sent.push(...markups)
        return markups.map((markup) => fakeTranslate(markup, 'en'))
      },
    )
    expect(untranslatedBlocks).toBe(0)
    expect(sent).toHaveLength(3)
    expect(sent[1]).toBe(
      '<t i="0">Marcher </t><t i="1">lentement</t><t i="2"> sous </t><a i="3"><t i="4">les arbres</t></a><b i="5"/><t i="6">Bonjour</t>',
    )
    const root = (translated as typeof document).root
    expect(root.children[0]).toMatchObject({ tag: 'h2', children: [{ text: 'breathe' }] })
    expect(root.children[1]!.children).toEqual([
      { type: 'text', text: 'walk ', format: 0 },
      { type: 'text', text: 'slowly', format: 2 },
      { type: 'text', text: ' under ', format: 0 },
      {
        type: 'link',
        fields: { url: 'https://example.org/foret', newTab: false },
        children: [{ type: 'text', text: 'the trees', format: 1 }],
      },
      { type: 'linebreak' },
      { type: 'text', text: 'hello', format: 0 },
    ])
    expect(root.children[2]).toEqual({ type: 'upload', relationTo: 'media', value: 4 })
    expect(root.children[3]).toMatchObject({ children: [{ children: [{ text: 'the forest' }] }] })
    // The original is untouched.
    expect(JSON.stringify(document.root.children[0])).toContain('"Respirer"')
  })

  it('keeps a block French when the answer lost a tag, rather than publish it broken', async () => {
    const { document, untranslatedBlocks } = await translateRichText(
      richText('Marcher lentement'),
      async (markups) => markups.map(() => 'Walk slowly'),
    )
    expect(untranslatedBlocks).toBe(1)
    expect(JSON.stringify(document)).toContain('Marcher lentement')
  })
})

describe('the circuit breaker', () => {
  it('opens after three failures in a row, for longer each time, and closes on a success', () => {
    let state = CLOSED
    state = afterFailure(state, 0)
    state = afterFailure(state, 0)
    expect(mayCall(state, 0)).toEqual({ ok: true })
    state = afterFailure(state, 1_000)
    expect(mayCall(state, 1_000)).toEqual({ ok: false, waitMs: 60_000 })
    expect(mayCall(state, 61_000)).toEqual({ ok: true })
    state = afterFailure(state, 61_000)
    expect(mayCall(state, 61_000)).toEqual({ ok: false, waitMs: 120_000 })
    expect(afterSuccess()).toEqual(CLOSED)
  })

  it('waits at least what the provider asked (Retry-After), even before the threshold', () => {
    expect(mayCall(afterFailure(CLOSED, 0, 300_000), 0)).toEqual({ ok: false, waitMs: 300_000 })
  })
})
