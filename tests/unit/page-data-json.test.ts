/**
 * Stored pages carry React's page data as JSON blocks (scripts/lib/page-data-json.mjs): which
 * scripts are rewritten, and that Next receives the same entries in the same order, by running the
 * page's scripts before and after in a JavaScript context with a small stand-in for the document.
 */
import vm from 'node:vm'

import { htmlEscapeJsonString } from 'next/dist/shared/lib/htmlescape'
import { describe, expect, it } from 'vitest'

import { SCRIPT_TAG, scriptAttributes } from '../../scripts/lib/html-scripts.mjs'
import { inlineScriptHashes } from '../../scripts/lib/page-cache.mjs'
import { PUSH_PAGE_DATA, pageDataAsJson } from '../../scripts/lib/page-data-json.mjs'

/** What Next writes for a piece of page data (its own escaping, from Next's server renderer). */
const nextPush = (entry: unknown[]) =>
  `<script>self.__next_f.push(${htmlEscapeJsonString(JSON.stringify(entry))})</script>`

const LARGE = `1:"$Sreact.fragment"\n2:["$","p",null,{"children":"Le hêtre (Fagus sylvatica) </script> « 4 € » & l’if"}]\n${'3:"x"\n'.repeat(400)}`

/**
 * Runs a page's inline scripts in order, as a browser would (data blocks are not run; a script sees
 * itself as `document.currentScript` and the element before it), and returns what Next received.
 */
function runPage(html: string): unknown[] {
  const elements = [...html.matchAll(SCRIPT_TAG)].map(([, text = '', content = '']) => ({
    attributes: scriptAttributes(text),
    textContent: content,
  }))
  const self: { __next_f?: unknown[] } = {}
  const document: { currentScript: unknown } = { currentScript: null }
  const context = vm.createContext({ self, document, JSON })
  elements.forEach((element, index) => {
    if (element.attributes.type || element.attributes.src) return
    document.currentScript = { previousElementSibling: elements[index - 1] }
    vm.runInContext(element.textContent, context)
  })
  return self.__next_f ?? []
}

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`

describe('React’s page data in a stored page', () => {
  const original = page(
    '<p>Texte</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>' +
      nextPush([1, LARGE]) +
      nextPush([1, 'b:["$","span",null,{}]\n']) +
      nextPush([1, LARGE.replace('hêtre', 'châtaignier')]),
  )
  const stored = pageDataAsJson(original)

  it('turns each large push into a data block and one short script, in place', () => {
    const tags = [...stored.matchAll(SCRIPT_TAG)].map(([, text = '', content]) => ({
      type: scriptAttributes(text).type,
      content,
    }))
    expect(tags.map((tag) => tag.type ?? 'script')).toEqual([
      'script',
      'application/json',
      'script',
      'script',
      'application/json',
      'script',
    ])
    expect(tags[2]?.content).toBe(PUSH_PAGE_DATA)
    expect(tags[5]?.content).toBe(PUSH_PAGE_DATA)
    // The small push stays a script: compiling it costs nothing.
    expect(tags[3]?.content).toBe('self.__next_f.push([1,"b:[\\"$\\",\\"span\\",null,{}]\\n"])')
    // No block can end itself early: the data's `<` is still escaped.
    expect(tags[1]?.content).not.toContain('<')
    expect(stored).toContain('<p>Texte</p>')
  })

  it('hands Next the same entries in the same order', () => {
    const received = runPage(stored)
    expect(received).toEqual(runPage(original))
    expect(received).toHaveLength(4)
    expect((received[1] as [number, string])[1]).toContain('</script> « 4 € » & l’if')
  })

  it('adds one hash for the short script, none for the data', () => {
    const hashOf = (script: string) => inlineScriptHashes(`<script>${script}</script>`)[0]
    expect(inlineScriptHashes(stored)).toEqual([
      hashOf('(self.__next_f=self.__next_f||[]).push([0])'),
      hashOf(PUSH_PAGE_DATA),
      hashOf('self.__next_f.push([1,"b:[\\"$\\",\\"span\\",null,{}]\\n"])'),
    ])
  })

  it('leaves other scripts as they are', () => {
    const others = page(
      `<script>window.other(${JSON.stringify(LARGE)})</script>` +
        `<script type="application/ld+json">${JSON.stringify({ text: LARGE })}</script>` +
        `<script nonce="n">self.__next_f.push(${JSON.stringify([1, LARGE])})</script>` +
        `<script>self.__next_f.push([1,'${'x'.repeat(2000)}'])</script>`,
    )
    expect(pageDataAsJson(others)).toBe(others)
  })
})
