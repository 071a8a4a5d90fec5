/**
 * scripts/lib/ascii-server-code.mjs: the production server build escapes characters outside Latin-1 so
 * that V8 keeps the loaded code in one byte per character; the program must do exactly the same.
 */
import { describe, expect, it } from 'vitest'

import { escapeOutsideLatin1 } from '../../scripts/lib/ascii-server-code.mjs'

/** Runs a CommonJS program and returns what it exported. */
function run(code: string): unknown {
  const commonJs = { exports: {} as Record<string, unknown> }
  new Function('module', 'exports', code)(commonJs, commonJs.exports)
  return commonJs.exports
}

const PROGRAM = `
// Un commentaire : l’aube sur l’Aigoual ═══
class TranslationError extends Error {}
const title = 'L’Aigoual — 🌲 forêt'
const line = \`\${title} ─ \${'châtaigne'}\`
const raw = String.raw\`a’b\`
const frame = /[─═]+/u
const emoji = /🌲/u
module.exports = {
  title,
  line,
  raw,
  framed: frame.test('══'),
  tree: emoji.test('🌲'),
  name: TranslationError.name,
  json: JSON.parse('{"mot":"cœur"}'),
}
`

describe('server code in one byte per character', () => {
  it('escapes every character outside Latin-1 and keeps what the program does', async () => {
    const escaped = await escapeOutsideLatin1(PROGRAM)
    // Only a raw template keeps its characters as written (String.raw must see them).
    const outside = [...escaped].filter((character) => character.codePointAt(0)! > 0xff)
    expect(outside.join('')).toBe('’')
    expect(run(escaped)).toEqual(run(PROGRAM))
    expect(run(escaped)).toMatchObject({ name: 'TranslationError', framed: true, tree: true })
  })

  it('leaves a program already in Latin-1 exactly as it is', async () => {
    const latin1 = "const été = 'châtaigneraie'; module.exports = { été }\n"
    expect(await escapeOutsideLatin1(latin1)).toBe(latin1)
  })
})
