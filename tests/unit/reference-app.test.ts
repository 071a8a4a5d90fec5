/**
 * The benchmark's Lighthouse reference page copies the article's text, and only its text
 * (scripts/lib/reference-app.ts).
 */
import { describe, expect, it } from 'vitest'

import { textBlocks } from '../../scripts/lib/reference-app'

describe('the reference page’s text', () => {
  it('takes the headings, paragraphs and list items of <main>, without markup', () => {
    const html =
      '<header><p>Menu</p></header><main id="main"><article><h1 class="t">Bain de forêt</h1>' +
      '<p>Sous les <em>châtaigniers</em> &amp; les hêtres.</p><figure><img src="a.webp" alt=""/></figure>' +
      '<h2>Le souffle</h2><ul><li>Inspirer</li><li> </li></ul><p></p></article></main>' +
      '<footer><p>Mentions</p></footer>'
    expect(textBlocks(html)).toEqual([
      ['h1', 'Bain de forêt'],
      ['p', 'Sous les châtaigniers & les hêtres.'],
      ['h2', 'Le souffle'],
      ['li', 'Inspirer'],
    ])
  })

  it('finds nothing in a page without <main>', () => {
    expect(textBlocks('<body><p>Texte</p></body>')).toEqual([])
  })
})
