/**
 * The words of a rich-text document (Payload's Lexical JSON) as plain text: paragraphs and headings
 * separated by a blank line, list items on their own line after a dash. For e-mails' text part. Pure.
 */
type Node = { type?: string; text?: string; children?: Node[]; tag?: string }

const blocks = new Set(['paragraph', 'heading', 'quote', 'list'])

function inline(node: Node): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return '\n'
  return (node.children ?? []).map(inline).join('')
}

function block(node: Node): string {
  if (node.type === 'list')
    return (node.children ?? []).map((item) => `- ${inline(item).trim()}`).join('\n')
  return inline(node).trim()
}

export function plainTextOf(document: unknown): string {
  const root = (document as { root?: Node } | null)?.root
  if (!root) return ''
  return (root.children ?? [])
    .map((node) => (blocks.has(node.type ?? '') ? block(node) : inline(node).trim()))
    .filter(Boolean)
    .join('\n\n')
}
