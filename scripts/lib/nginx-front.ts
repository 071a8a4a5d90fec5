/**
 * Runs the repository's nginx configuration (deploy/nginx/sylva.conf) as an unprivileged nginx of its
 * own: the benchmark puts it in front of one instance, the two-instance test (tests/scale) in front of
 * two. Only the lines a deployment changes anyway are replaced: the upstream servers, the listening
 * address and the cache folder. Debian's nginx (`apt-get install -y nginx`).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { waitUntilAnswers } from './wait-until-answers'

const root = path.resolve(import.meta.dirname, '../..')

export const DEFAULT_NGINX = '/usr/sbin/nginx'

export type NginxFront = {
  /** Where the configured site listens, e.g. http://127.0.0.1:41234. */
  url: string
  dir: string
  errorLog: () => string
  stop: () => Promise<void>
}

export function freeLocalPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** deploy/nginx/sylva.conf with these upstreams, this port and this cache folder. */
export function siteConfig(options: {
  upstreams: string[]
  port: number
  cacheDir: string
  /** Extra lines after each `add_header X-Cache …` (tests add the upstream's address). */
  extraHeaders?: string[]
}): string {
  let site = fs.readFileSync(path.join(root, 'deploy/nginx/sylva.conf'), 'utf8')
  const servers = options.upstreams.map((host) => `server ${host};`).join('\n    ')
  for (const [from, to] of [
    ['server 127.0.0.1:3000;', servers],
    ['listen 80;', `listen 127.0.0.1:${options.port};`],
    ['/var/cache/nginx/sylva', options.cacheDir],
  ] as const) {
    if (!site.includes(from)) throw new Error(`deploy/nginx/sylva.conf: "${from}" not found`)
    site = site.replace(from, to)
  }
  if (options.extraHeaders?.length) {
    const line = 'add_header X-Cache $upstream_cache_status always;'
    site = site.replaceAll(line, [line, ...options.extraHeaders].join('\n        '))
  }
  return site
}

/** Starts nginx with `servers` (full `server { … }` blocks) and waits until `readyPath` answers. */
export async function startNginx(options: {
  binary?: string
  servers: (dir: string) => string[]
  probe: string
}): Promise<{ dir: string; errorLog: () => string; stop: () => Promise<void> }> {
  const binary = options.binary ?? DEFAULT_NGINX
  if (!fs.existsSync(binary)) {
    throw new Error(`nginx not found at ${binary} (Debian: apt-get install -y nginx)`)
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-nginx-'))
  fs.chmodSync(dir, 0o755)
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `tmp-${name}`)};`
  const conf = [
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes auto;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
    '  types { text/html html; }',
    ...options.servers(dir),
    '}',
  ].join('\n')
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf)
  const child: ChildProcess = spawn(binary, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
    } catch {
      return ''
    }
  }
  if (!(await waitUntilAnswers(options.probe, child, { intervalMs: 100 }))) {
    child.kill('SIGQUIT')
    throw new Error(`nginx did not start:\n${errorLog()}`)
  }
  return {
    dir,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The repository's configuration in front of `upstreams`, on a free port. */
export async function startFront(options: {
  upstreams: string[]
  binary?: string
  extraHeaders?: string[]
  /** A port chosen beforehand (the instances' SITE_URL names it); a free one otherwise. */
  port?: number
}): Promise<NginxFront> {
  const port = options.port ?? (await freeLocalPort())
  const url = `http://127.0.0.1:${port}`
  const nginx = await startNginx({
    binary: options.binary,
    probe: `${url}/_nginx_probe_`,
    servers: (dir) => [
      siteConfig({
        upstreams: options.upstreams,
        port,
        cacheDir: path.join(dir, 'cache'),
        extraHeaders: options.extraHeaders,
      }),
    ],
  })
  return { url, ...nginx }
}
