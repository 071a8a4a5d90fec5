/**
 * Rich text (Payload's Lexical JSON) translated block by block, keeping its shape (docs/translation.md):
 * each paragraph, heading, quote or list item becomes one string where every text node is
 * `<t i="n">…</t>`, every link `<a i="n">…</a>` and every other inline node `<b i="n"/>`; the provider
 * translates the words between the tags (DeepL with XML tag handling, LibreTranslate in HTML mode),
 * and the answer is rebuilt into nodes with their formats, links and attributes. Blocks the site
 * embeds (images, uploads, custom blocks), code and inline code (« ne pas traduire ») are not sent.
 * Pure.
 */
type Node = { type?: string; text?: string; children?: Node[]; [key: string]: unknown }

const BLOCKS = new Set(['paragraph', 'heading', 'quote', 'listitem'])
const CONTAINERS = new Set(['root', 'list'])
const LINKS = new Set(['link', 'autolink'])

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/** Lexical's inline-code format: how an editor marks words « ne pas traduire ». */
const CODE = 16

/** Words that go through untranslated: inline code. */
export function isKeptText(node: Node): boolean {
  return typeof node.format === 'number' && (node.format & CODE) !== 0
}

/** One block's inline content as markup, with the nodes each tag stands for. */
export function blockToMarkup(block: Node): { markup: string; nodes: Node[] } {
  const nodes: Node[] = []
  const write = (children: Node[] | undefined): string =>
    (children ?? [])
      .map((child) => {
        const index = nodes.push(child) - 1
        if (typeof child.text === 'string' && child.type !== 'code' && !isKeptText(child))
          return `<t i="${index}">${escapeText(child.text)}</t>`
        if (LINKS.has(child.type ?? '')) return `<a i="${index}">${write(child.children)}</a>`
        return `<b i="${index}"/>`
      })
      .join('')
  return { markup: write(block.children), nodes }
}

type Token =
  | { kind: 'open'; tag: 't' | 'a'; index: number }
  | { kind: 'close'; tag: 't' | 'a' }
  | { kind: 'empty'; index: number }
  | { kind: 'text'; text: string }

function tokenize(markup: string): Token[] {
  const tokens: Token[] = []
  const pattern = /<(t|a)\s+i="(\d+)"\s*>|<\/(t|a)\s*>|<b\s+i="(\d+)"\s*\/>/g
  let last = 0
  for (const match of markup.matchAll(pattern)) {
    if (match.index > last) tokens.push({ kind: 'text', text: markup.slice(last, match.index) })
    if (match[1]) tokens.push({ kind: 'open', tag: match[1] as 't' | 'a', index: Number(match[2]) })
    else if (match[3]) tokens.push({ kind: 'close', tag: match[3] as 't' | 'a' })
    else tokens.push({ kind: 'empty', index: Number(match[4]) })
    last = match.index + match[0].length
  }
  if (last < markup.length) tokens.push({ kind: 'text', text: markup.slice(last) })
  return tokens
}

/**
 * The translated markup back into the block's children, or null when the answer lost or invented a
 * tag (the caller then keeps the French block rather than publish a broken one).
 */
export function markupToChildren(markup: string, nodes: Node[]): Node[] | null {
  const tokens = tokenize(markup)
  const seen = new Set<number>()
  let position = 0
  const read = (closing: 't' | 'a' | null): Node[] | null => {
    const out: Node[] = []
    for (let token = tokens[position++]; token; token = tokens[position++]) {
      if (token.kind === 'close') {
        if (token.tag !== closing) return null
        return out
      }
      if (token.kind === 'text') {
        // Words between tags (often a space a provider moved): joined to the text before them;
        // a lone space at the start is dropped.
        const previous = out.at(-1)
        if (previous && typeof previous.text === 'string')
          out[out.length - 1] = { ...previous, text: previous.text + unescapeText(token.text) }
        else if (token.text.trim()) return null
        continue
      }
      const original = nodes[token.index]
      if (!original || seen.has(token.index)) return null
      seen.add(token.index)
      if (token.kind === 'empty') {
        out.push(original)
        continue
      }
      if (token.tag === 't') {
        let text = ''
        while (tokens[position]?.kind === 'text')
          text += unescapeText((tokens[position++] as { text: string }).text)
        const close = tokens[position++]
        if (close?.kind !== 'close' || close.tag !== 't') return null
        out.push({ ...original, text })
        continue
      }
      const children = read('a')
      if (!children) return null
      out.push({ ...original, children })
    }
    return closing === null ? out : null
  }
  const children = read(null)
  if (!children || seen.size !== nodes.length) return null
  return children
}

/** Every translatable block of a document, in order (what one job sends for a rich-text field). */
export function translatableBlocks(document: unknown): Node[] {
  const root = (document as { root?: Node } | null)?.root
  const found: Node[] = []
  const visit = (node: Node) => {
    if (BLOCKS.has(node.type ?? '')) {
      found.push(node)
      // A list item may hold a nested list.
      for (const child of node.children ?? []) if (child.type === 'list') visit(child)
      return
    }
    if (CONTAINERS.has(node.type ?? '')) for (const child of node.children ?? []) visit(child)
  }
  if (root) visit(root)
  return found
}

/**
 * Translates a document's blocks with `translate` (markup in, markup out, same order) and returns a
 * copy with the translated text; a block whose answer cannot be rebuilt stays French and is counted.
 */
export async function translateRichText(
  document: unknown,
  translate: (markups: string[]) => Promise<string[]>,
): Promise<{ document: unknown; untranslatedBlocks: number }> {
  const copy = structuredClone(document)
  const blocks = translatableBlocks(copy)
  const prepared = blocks.map((block) => ({ block, ...blockToMarkup(block) }))
  const sendable = prepared.filter(({ markup }) => /\p{L}/u.test(markup.replace(/<[^>]*>/g, '')))
  const answers = await translate(sendable.map(({ markup }) => markup))
  let untranslatedBlocks = 0
  sendable.forEach(({ block, nodes }, index) => {
    const children = markupToChildren(answers[index] ?? '', nodes)
    if (children) block.children = children
    else untranslatedBlocks++
  })
  return { document: copy, untranslatedBlocks }
}
