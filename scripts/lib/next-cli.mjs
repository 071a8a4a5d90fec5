import { createRequire } from 'node:module'
import path from 'node:path'

/** Next's command-line program, as its package declares it (`bin`), for `node <it> build|dev`. */
export function nextCli(root) {
  const require = createRequire(path.join(root, 'package.json'))
  const manifest = require.resolve('next/package.json')
  return path.join(path.dirname(manifest), require(manifest).bin.next)
}
