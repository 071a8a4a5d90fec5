/**
 * `npm start` builds only when the production build is missing or older than the sources: a hash of
 * every input is stored next to the build and compared at each start.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { nextCli } from './next-cli.mjs'

const INPUTS = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'scripts/lib/ascii-server-code.mjs',
  'scripts/lib/compile-hints.mjs',
  'postcss.config.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
]
const STAMP = 'sylva-build-stamp'

function listFiles(root: string, entry: string): string[] {
  const absolute = path.join(root, entry)
  if (!fs.existsSync(absolute)) return []
  if (fs.statSync(absolute).isFile()) return [entry]
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => listFiles(root, path.join(entry, child.name)))
}

export function sourceHash(root: string): string {
  const hash = createHash('sha256')
  for (const file of INPUTS.flatMap((entry) => listFiles(root, entry))) {
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(root, file)))
      .update('\0')
  }
  return hash.digest('hex')
}

export function isBuildFresh(root: string): boolean {
  const distDir = path.join(root, '.next')
  if (!fs.existsSync(path.join(distDir, 'BUILD_ID'))) return false
  try {
    return fs.readFileSync(path.join(distDir, STAMP), 'utf8').trim() === sourceHash(root)
  } catch {
    return false
  }
}

export async function buildIfStale(
  root: string,
  env: NodeJS.ProcessEnv,
): Promise<'fresh' | 'built'> {
  if (isBuildFresh(root)) return 'fresh'
  const hash = sourceHash(root)
  const nextBin = nextCli(root)
  console.log(
    '▸ Building the production site (first start or sources changed; this takes a few minutes)…',
  )
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [nextBin, 'build', '--webpack'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    })
    child.on('error', reject)
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)))
  })
  if (code !== 0) throw new Error(`next build failed (exit code ${code})`)
  fs.writeFileSync(path.join(root, '.next', STAMP), `${hash}\n`)
  return 'built'
}
