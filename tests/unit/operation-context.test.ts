/**
 * Payload keeps the `context` object an operation is given as that request's context and writes into
 * it (rich-text bookkeeping, the storage adapter's "skip" flag, the uploaded file itself). A shared
 * constant passed as `context` would carry those writes into every later operation: with S3, every
 * upload after the first was silently skipped. Each call passes a copy (`{ ...SEED_CONTEXT }`).
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '../../src')

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : []
  })
}

it('passes no shared constant as an operation context', () => {
  const offenders = sources(src).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        /\bcontext:\s*[A-Z][A-Z0-9_]*\b/.test(line)
          ? [`${path.relative(src, file)}:${index + 1}: ${line.trim()}`]
          : [],
      ),
  )
  expect(offenders).toEqual([])
})
