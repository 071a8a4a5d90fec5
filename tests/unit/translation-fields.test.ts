/**
 * Which fields the translation pipeline reaches (src/lib/translation/fields.ts), how it reads and
 * writes values through arrays, the words it never sends (src/lib/translation/richtext.ts), and the
 * admin actions' input (src/endpoints/translationActions.ts).
 */
import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { parseAction } from '@/endpoints/translationActions'
import {
  answerProblem,
  blockToMarkup,
  hasWords,
  leavesAt,
  setLeaves,
  translatableFields,
  valueAt,
} from '@/lib/translation'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text', localized: true },
  { name: 'latinName', type: 'text' },
  { name: 'internal', type: 'text', localized: true, custom: { translate: false } },
  {
    type: 'tabs',
    tabs: [
      { label: 'Texte', fields: [{ name: 'body', type: 'richText', localized: true }] },
      { name: 'seo', label: 'SEO', fields: [{ name: 'title', type: 'text', localized: true }] },
    ],
  },
  {
    name: 'questions',
    type: 'array',
    fields: [
      { name: 'key', type: 'text' },
      { name: 'prompt', type: 'textarea', localized: true },
      {
        name: 'answers',
        type: 'array',
        fields: [
          { name: 'label', type: 'text', localized: true },
          { name: 'weights', type: 'array', fields: [{ name: 'points', type: 'number' }] },
        ],
      },
    ],
  },
  { name: 'wholeList', type: 'array', localized: true, fields: [{ name: 'x', type: 'text' }] },
]

describe('translatable fields', () => {
  it('reaches tabs and the rows of shared arrays, and leaves kept names and whole-language arrays', () => {
    expect(translatableFields(fields)).toEqual([
      { path: 'title', kind: 'text' },
      { path: 'body', kind: 'richText' },
      { path: 'seo.title', kind: 'text' },
      { path: 'questions.*.prompt', kind: 'text' },
      { path: 'questions.*.answers.*.label', kind: 'text' },
    ])
  })
})

describe('values through arrays', () => {
  const doc = {
    questions: [
      { key: 'q1', prompt: 'Un', answers: [{ label: 'a' }, { label: 'b' }] },
      { key: 'q2', prompt: 'Deux', answers: [] },
      { key: 'q3', answers: [{ label: 'c', weights: [{ points: 2 }] }] },
    ],
  }

  it('reads every row in order, a missing value included', () => {
    expect(leavesAt(doc, 'questions.*.prompt')).toEqual(['Un', 'Deux', undefined])
    expect(valueAt(doc, 'questions.*.answers.*.label')).toEqual(['a', 'b', 'c'])
    expect(valueAt({ seo: { title: 'T' } }, 'seo.title')).toBe('T')
  })

  it('writes back in the same order, touching nothing else', () => {
    const copy = structuredClone(doc)
    setLeaves(copy, 'questions.*.answers.*.label', ['A', 'B', 'C'])
    expect(copy.questions[0]?.answers.map((answer) => answer.label)).toEqual(['A', 'B'])
    expect(copy.questions[2]?.answers[0]).toEqual({ label: 'C', weights: [{ points: 2 }] })
    expect(copy.questions.map((question) => question.key)).toEqual(['q1', 'q2', 'q3'])
  })

  it('counts a list as worded when one of its values is', () => {
    expect(hasWords([undefined, '', 'Forêt'])).toBe(true)
    expect(hasWords(['', '42'])).toBe(false)
  })
})

describe('words never sent', () => {
  it('keeps inline code (« ne pas traduire ») out of the markup', () => {
    const { markup } = blockToMarkup({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Le sentier ', format: 0 },
        { type: 'text', text: 'GR 70', format: 16 },
        { type: 'text', text: ' monte', format: 1 },
      ],
    })
    expect(markup).toBe('<t i="0">Le sentier </t><b i="1"/><t i="2"> monte</t>')
  })
})

describe('admin actions', () => {
  it('accepts the four actions with their inputs', () => {
    expect(parseAction({ action: 'now', locale: 'de' })).toMatchObject({
      action: 'now',
      locale: 'de',
    })
    expect(parseAction({ action: 'priority', ids: ['12'], priority: '8' })).toMatchObject({
      action: 'priority',
      ids: ['12'],
      priority: 8,
    })
    expect(parseAction({ action: 'inventory' })).toMatchObject({ action: 'inventory' })
  })

  it('refuses the rest with a reason', () => {
    expect(parseAction({ action: 'drop' })).toBe('Action inconnue.')
    expect(parseAction({ action: 'now', locale: 'fr' })).toBe('Langue inconnue.')
    expect(parseAction({ action: 'priority', ids: ['1'], priority: '11' })).toBe(
      'La priorité est un entier de 1 à 10.',
    )
    expect(parseAction({ action: 'priority', priority: '3' })).toBe('Aucune traduction choisie.')
  })
})

describe('answers that cannot be published', () => {
  it('accepts a translation, and refuses empty, cut-off, HTML or placeholder-losing answers', () => {
    expect(answerProblem('Marcher sous les arbres', 'Walking under the trees')).toBeNull()
    expect(answerProblem('Marcher sous les arbres', '  ')).toBe('empty answer')
    expect(
      answerProblem(
        'Marcher lentement sous les châtaigniers du mont Lozère, au petit matin',
        'Walking',
      ),
    ).toBe('answer much shorter than the French (cut off?)')
    expect(answerProblem('Marcher sous les arbres', '<html><body>502</body></html>')).toBe(
      'HTML in the answer to a plain text',
    )
    expect(answerProblem('Le <x i="0"/> au matin', 'The morning')).toBe(
      'kept words lost or changed in the answer',
    )
    expect(answerProblem('Le <x i="0"/> au matin', 'The <x i="0"/> in the morning')).toBeNull()
    // Marked-up rich text keeps its tags.
    expect(answerProblem('<t i="0">Bonjour</t>', '<t i="0">Hello</t>', true)).toBeNull()
  })
})
