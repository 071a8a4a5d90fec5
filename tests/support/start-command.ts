/**
 * The command `npm start` runs (package.json's `start` script: Node's memory flags, then
 * scripts/start.mjs), as arguments for `process.execPath`, so that tests start the site exactly as an
 * operator does without npm's own process in between.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

export function startCommandArgs(): string[] {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  const words = scripts.start!.trim().split(/\s+/)
  // "exec node <flags> scripts/start.mjs": everything after `node`.
  const afterNode = words.indexOf('node') + 1
  if (afterNode === 0 || !words.includes('scripts/start.mjs'))
    throw new Error(`package.json's start script changed shape: ${scripts.start}`)
  return words.slice(afterNode)
}
