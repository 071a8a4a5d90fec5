/**
 * `npm start`: prepare the site, then serve it. `npm run dev` (`--dev`): the same preparation, then
 * Next's development server. `--init`: a production start may create a new, empty site.
 *
 * One process serves: this one. It is plain JavaScript, so it loads nothing before the server but
 * Node itself; everything heavier — the TypeScript loader, the configuration check, the build,
 * migrations and launch content — runs in scripts/lib/prepare.ts, a child that exits before the
 * server starts. The server (scripts/server.mjs) then runs here, so no second process waits beside it
 * (docs/architecture.md › Processes of `npm start`).
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const args = process.argv.slice(2)
const isDev = args.includes('--dev')

/** The child at work (the preparation, or Next's development server), which signals must reach. */
let child = null
let stopping = false
function forwardSignal(signal) {
  stopping = true
  if (child) child.kill(signal)
  else process.exit(0)
}
process.on('SIGTERM', forwardSignal)
process.on('SIGINT', forwardSignal)

/** Runs the preparation; resolves with what it prepared, or exits with its code when it fails. */
function prepare() {
  return new Promise((resolve) => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/lib/prepare.ts'), ...args],
      { cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] },
    )
    let prepared = null
    child.on('message', (message) => {
      if (message?.type === 'prepared') prepared = message
    })
    child.on('error', (error) => {
      console.error(`✖ Start-up failed: ${error.message}`)
      process.exit(1)
    })
    child.on('exit', (code) => {
      child = null
      if (stopping) process.exit(0)
      // On failure the preparation printed its own one-line reason.
      if (!prepared || code !== 0) process.exit(code || 1)
      resolve(prepared)
    })
  })
}

const { env, port, banner } = await prepare()
const printBanner = () => console.log(banner.join('\n'))
const serverEnv = { ...env, DISABLE_PAYLOAD_HMR: '', SYLVA_QUEUE_WORKER: '1' }

if (isDev) {
  const next = createRequire(path.join(root, 'package.json')).resolve('next/dist/bin/next')
  child = spawn(process.execPath, [next, 'dev', '--port', String(port)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...serverEnv, NODE_ENV: 'development' },
  })
  printBanner()
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
} else {
  // The server handles SIGTERM and SIGINT itself (it drains requests, then closes the database).
  process.off('SIGTERM', forwardSignal)
  process.off('SIGINT', forwardSignal)
  Object.assign(process.env, serverEnv, { NODE_ENV: 'production' })
  // The server retries queued e-mails too (src/lib/email/queue.ts); it reports here when it answers.
  globalThis[Symbol.for('sylva.serverReports')] = (message) => {
    if (message.type === 'ready') printBanner()
    else if (message.type === 'failed') {
      console.error(`✖ ${message.error ?? 'the server could not start'}`)
    }
  }
  await import('./server.mjs')
}
