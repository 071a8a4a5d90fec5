/**
 * `npm start`: prepare the site, then serve it. `npm run dev` (`--dev`): the same preparation, then
 * Next's development server. `--init`: a production start may create a new, empty site.
 *
 * This process is plain JavaScript and loads nothing but Node. Everything heavier — the TypeScript
 * loader, the configuration check, the build, migrations and launch content — runs in
 * scripts/lib/prepare.ts, a child that exits before the server starts. The server (server/, bundled
 * by the preparation into .next/production-server.mjs) then runs in a second child, which this process watches: if it exits without having been asked to
 * stop (a crash, the heap's limit, `kill -9`), it is started again after a short wait, and a server that
 * keeps dying stops `npm start` loudly (docs/operations.md › Restarts).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { nextCli } from './lib/next-cli.mjs'

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

/** A server that dies within this time of its start died quickly; after `MAX_QUICK_DEATHS` in a row, stop. */
const QUICK_DEATH_MS = 60_000
const MAX_QUICK_DEATHS = 5

/**
 * Runs the server in a child with this process's Node flags (the heap bound) and starts it again when
 * it dies: after 1 s, doubling while it keeps dying quickly.
 */
function superviseServer() {
  // Written by the preparation (scripts/lib/server-bundle.mjs): server/ as one JavaScript file.
  const serverPath = path.join(root, '.next/production-server.mjs')
  const childEnv = { ...process.env, ...serverEnv, NODE_ENV: 'production' }
  let quickDeaths = 0
  let everReady = false
  let retryTimer = null

  const start = () => {
    retryTimer = null
    const startedAt = Date.now()
    child = spawn(process.execPath, [...process.execArgv, serverPath], {
      cwd: root,
      env: childEnv,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    })
    child.on('message', (message) => {
      if (message?.type === 'ready') {
        if (!everReady) printBanner()
        else console.log(`▸ The server answers again on port ${port}.`)
        everReady = true
      } else if (message?.type === 'failed') {
        console.error(`✖ ${message.error ?? 'the server could not start'}`)
      }
    })
    child.on('error', (error) =>
      console.error(`✖ The server could not be started: ${error.message}`),
    )
    child.on('exit', (code, signal) => {
      child = null
      // Stopped on purpose (a signal this process forwarded, or one sent to the server itself).
      if (stopping || code === 0) process.exit(code ?? 0)
      // A server that never answered (a port in use, a failed health check) would fail the same way.
      if (!everReady) process.exit(code || 1)
      quickDeaths = Date.now() - startedAt < QUICK_DEATH_MS ? quickDeaths + 1 : 1
      const how = signal ?? `exit code ${code}`
      if (quickDeaths > MAX_QUICK_DEATHS) {
        console.error(
          `✖ The server died ${quickDeaths} times in a row within a minute of starting (last: ${how}); not starting it again.`,
        )
        process.exit(1)
      }
      const delayMs = 1000 * 2 ** (quickDeaths - 1)
      console.error(`✖ The server died (${how}); starting it again in ${delayMs / 1000} s.`)
      retryTimer = setTimeout(start, delayMs)
    })
  }

  // Signals reach the server, which drains its requests and closes the database, then exits; this
  // process exits with it. Between two starts there is nothing to stop.
  const stop = (signal) => {
    stopping = true
    if (child) child.kill(signal)
    else {
      if (retryTimer) clearTimeout(retryTimer)
      process.exit(0)
    }
  }
  process.off('SIGTERM', forwardSignal)
  process.off('SIGINT', forwardSignal)
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
  start()
}

if (isDev) {
  const next = nextCli(root)
  child = spawn(process.execPath, [next, 'dev', '--port', String(port)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...serverEnv, NODE_ENV: 'development' },
  })
  printBanner()
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)))
} else {
  superviseServer()
}
