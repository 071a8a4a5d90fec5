import path from 'node:path'

import { build } from 'esbuild'

/**
 * The production server (server/, TypeScript) as one JavaScript file beside the build, written by
 * `npm start`'s preparation (scripts/lib/prepare.ts) before the server starts. Node could run server/index.ts itself, but its type
 * stripping keeps more in memory for the life of the process (docs/decisions/0025). Packages
 * stay outside the bundle; the file sits one folder below the repository, as server/index.ts does.
 */
export async function bundleServer(root) {
  const outfile = path.join(root, '.next', 'production-server.mjs')
  await build({
    entryPoints: [path.join(root, 'server/index.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node24',
    legalComments: 'none',
    logLevel: 'warning',
  })
  return outfile
}
