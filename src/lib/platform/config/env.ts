/**
 * The environment, read once and validated. Pure Node (no `server-only`) because the start-up scripts
 * and the tests use it as well as the app. Every variable is documented in README.md and .env.example.
 * The production server (server/index.ts) loads this file with Node's type stripping: relative imports
 * with their extension, erasable syntax only.
 * Kept whole: one schema for every variable, so that start-up refuses a wrong configuration with
 * all its reasons at once.
 */
import path from 'node:path'

import { createHmac } from 'node:crypto'

import { loadOrCreateLocalSecrets } from './local-secrets.ts'
import { resolveMode } from './mode.mjs'

/** A configuration problem, reported on one line that names the variable. */
export class ConfigError extends Error {
  readonly variable: string

  constructor(variable: string, problem: string) {
    super(`${variable} ${problem}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

/**
 * - `embedded`: `npm start` on one machine (SQLite, generated secrets, dev outbox, demo payments).
 * - `production`: a real deployment; secrets must come from the environment.
 * - `development`: `next dev`. `test`: the test suites.
 */
export type AppMode = 'development' | 'test' | 'embedded' | 'production'

export type DatabaseConfig =
  { dialect: 'sqlite'; url: string; file: string } | { dialect: 'postgres'; url: string }

export type Env = {
  mode: AppMode
  isProduction: boolean
  /** True while `next build` runs: nothing may touch the database or the data directory then. */
  isBuild: boolean
  port: number
  siteUrl: string
  dataDir: string
  mediaDir: string
  /** Videos, audio, captions and resources of the library: served only through the checking route. */
  libraryFilesDir: string
  database: DatabaseConfig
  payloadSecret: string
  admin: { email?: string; password?: string }
  logLevel: (typeof LOG_LEVELS)[number]
  /** SMTP when a URL is given; otherwise the development outbox (stored, listed in the admin). */
  email: { smtpUrl?: string; from: string; fromName: string }
  /** Signs the bot-check (ALTCHA) challenges. */
  altchaHmacKey: string
  /** Shared state between instances (rate limits, one-time tokens); in-process without it. */
  redisUrl?: string
  /** Before every key this site writes to Redis: sites (or test runs) sharing one server stay apart. */
  redisKeyPrefix: string
  /** How many reverse proxies in front of the site may be trusted with X-Forwarded-For (0: none). */
  trustProxyHops: number
  /**
   * Payments: `stripe` with STRIPE_SECRET_KEY (+ STRIPE_WEBHOOK_SECRET), `demo` without a key outside
   * production (a local checkout page, no real payment). STRIPE_API_URL points the SDK at another
   * host speaking Stripe's protocol (the tests' local stand-in).
   */
  billing:
    | { mode: 'stripe'; secretKey: string; webhookSecret?: string; apiUrl?: string }
    | { mode: 'demo'; webhookSecret?: undefined; apiUrl?: undefined }
  /**
   * Machine translation (docs/translation.md): DeepL with DEEPL_API_KEY (DEEPL_API_URL only for a
   * stand-in server), otherwise LibreTranslate with LIBRETRANSLATE_URL (+ LIBRETRANSLATE_API_KEY),
   * otherwise none: pages without a translation show their French text, and say so.
   */
  translation:
    | { provider: 'deepl'; apiKey: string; serverUrl?: string }
    | { provider: 'libretranslate'; url: string; apiKey?: string }
    | { provider: 'none' }
  /**
   * Where uploaded files live: the data folder (`local`), or an S3-compatible bucket when the `S3_*`
   * variables are set (docs/deployment.md › Media on S3). All or none: a partial set stops start-up.
   */
  storage: StorageConfig
  /** The production server's own settings (server/index.ts). */
  server: {
    /** The address it listens on (HOST; every interface by default). */
    host: string
    shutdownTimeoutMs: number
    pageCacheTtlSeconds: number
    pageCacheMaxMb: number
    /** GET /metrics answers only with this bearer token; without it, not at all. */
    metricsToken?: string
  }
}

export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3'
      bucket: string
      region: string
      /** Another host speaking S3 (MinIO, Garage, Scaleway…); AWS itself without it. */
      endpoint?: string
      forcePathStyle: boolean
      accessKeyId: string
      secretAccessKey: string
    }

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const S3_VARIABLES = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const

/** The S3 variables, validated together: none set means local files, any set means all are needed. */
export function parseStorage(get: (name: string) => string | undefined): StorageConfig {
  const given = S3_VARIABLES.filter((name) => get(name) !== undefined)
  if (given.length === 0) return { kind: 'local' }
  const [missing] = S3_REQUIRED.filter((name) => get(name) === undefined)
  const bucket = get('S3_BUCKET')
  const region = get('S3_REGION')
  const accessKeyId = get('S3_ACCESS_KEY_ID')
  const secretAccessKey = get('S3_SECRET_ACCESS_KEY')
  if (missing || !bucket || !region || !accessKeyId || !secretAccessKey) {
    throw new ConfigError(
      missing ?? 'S3_BUCKET',
      `is required when ${given.join(', ')} ${given.length > 1 ? 'are' : 'is'} set (S3 storage needs ${S3_REQUIRED.join(', ')}; set none of them to keep files in DATA_DIR)`,
    )
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET',
      `is not a valid bucket name (3 to 63 lower-case letters, digits, dots and hyphens; got "${bucket}")`,
    )
  }
  const rawPathStyle = get('S3_FORCE_PATH_STYLE')
  if (rawPathStyle !== undefined && rawPathStyle !== 'true' && rawPathStyle !== 'false') {
    throw new ConfigError('S3_FORCE_PATH_STYLE', `must be true or false (got "${rawPathStyle}")`)
  }
  const endpoint = parseUrlVariable('S3_ENDPOINT', get('S3_ENDPOINT'), ['http:', 'https:'])
  return {
    kind: 's3',
    bucket,
    region,
    endpoint,
    // Self-hosted servers usually answer on one host name: path-style unless told otherwise.
    forcePathStyle: rawPathStyle === undefined ? endpoint !== undefined : rawPathStyle === 'true',
    accessKeyId,
    secretAccessKey,
  }
}

type Source = Record<string, string | undefined>

const BUILD_PLACEHOLDER_SECRET = 'build-time-placeholder-never-used-to-sign-anything'
export const DEFAULT_ADMIN_EMAIL = 'admin@sylva-cevennes.fr'

function blankToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function resolveAppMode(source: Source): AppMode {
  try {
    return resolveMode(source)
  } catch {
    throw new ConfigError(
      'APP_MODE',
      `must be "embedded" or "production" (got "${source.APP_MODE?.trim()}")`,
    )
  }
}

function parsePort(raw: string | undefined): number {
  if (raw === undefined) return 3000
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError('PORT', `must be a whole number between 1 and 65535 (got "${raw}")`)
  }
  return port
}

function parseSiteUrl(raw: string | undefined, fallback: string, mode: AppMode): string {
  if (raw === undefined) {
    if (mode === 'production') {
      throw new ConfigError(
        'SITE_URL',
        'is required in production (the public address, e.g. https://sylva-cevennes.fr)',
      )
    }
    return fallback
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError('SITE_URL', `is not a valid URL (got "${raw}")`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError('SITE_URL', 'must start with http:// or https://')
  }
  return url.origin
}

/** Never echo a database URL back: it may carry a password. */
export function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseConfig {
  if (raw === undefined) {
    const file = path.join(dataDir, 'sylva.db')
    return { dialect: 'sqlite', url: `file:${file}`, file }
  }
  const scheme = raw.split(':', 1)[0]?.toLowerCase() ?? ''
  if (scheme === 'postgres' || scheme === 'postgresql') {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      throw new ConfigError(
        'DATABASE_URL',
        'is not a valid PostgreSQL URL (expected postgres://user:password@host:5432/database)',
      )
    }
    if (!url.hostname) {
      throw new ConfigError(
        'DATABASE_URL',
        'has no host (expected postgres://user:password@host:5432/database)',
      )
    }
    if (url.pathname.length <= 1) {
      throw new ConfigError(
        'DATABASE_URL',
        'names no database (expected postgres://user:password@host:5432/database)',
      )
    }
    return { dialect: 'postgres', url: raw }
  }
  if (scheme === 'file') {
    const file = path.resolve(raw.slice('file:'.length))
    return { dialect: 'sqlite', url: `file:${file}`, file }
  }
  throw new ConfigError(
    'DATABASE_URL',
    `must start with postgres:// (PostgreSQL) or file: (SQLite file); got a "${scheme}" URL`,
  )
}

/** A display name and address ("Sylva Cévennes <bonjour@…>") or a bare address. */
function parseFrom(raw: string | undefined): { from: string; fromName: string } {
  const fallback = { from: 'bonjour@sylva-cevennes.fr', fromName: 'Sylva Cévennes' }
  if (raw === undefined) return fallback
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(raw)
  const address = (named ? named[2] : raw)?.trim() ?? ''
  if (!EMAIL.test(address)) {
    throw new ConfigError(
      'EMAIL_FROM',
      `is not an e-mail address (expected "Name <address@domain>" or "address@domain")`,
    )
  }
  return { from: address, fromName: named?.[1]?.trim() || fallback.fromName }
}

function parseUrlVariable(
  variable: string,
  raw: string | undefined,
  protocols: string[],
): string | undefined {
  if (raw === undefined) return undefined
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ConfigError(
      variable,
      `is not a valid URL (expected ${protocols.map((protocol) => `${protocol}//…`).join(' or ')})`,
    )
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(
      variable,
      `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`,
    )
  }
  return raw
}

function parseTrustProxy(raw: string | undefined): number {
  if (raw === undefined || raw === 'false' || raw === '0') return 0
  if (raw === 'true') return 1
  const hops = Number(raw)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be true, false or a number of proxies from 0 to 10 (got "${raw}")`,
    )
  }
  return hops
}

/** A whole number within bounds, or the default when unset: a typo stops start-up instead of being read as 0. */
function parseWholeNumber(
  variable: string,
  raw: string | undefined,
  fallback: number,
  max: number,
): number {
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value > max) {
    throw new ConfigError(variable, `must be a whole number from 0 to ${max} (got "${raw}")`)
  }
  return value
}

function parseKeyPrefix(raw: string | undefined): string {
  if (raw === undefined) return 'sylva:'
  if (!/^[\w.:-]{1,64}$/.test(raw)) {
    throw new ConfigError(
      'REDIS_KEY_PREFIX',
      `must be 1 to 64 letters, digits or « _ . : - » (got "${raw}")`,
    )
  }
  return raw
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
/**
 * An e-mail address, by the same pattern as Zod's `z.email()` (the forms' rule): this file is also
 * loaded by the production server, which has no use for a validation library.
 */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

export function readEnv(source: Source = process.env): Env {
  const get = (name: string) => blankToUndefined(source[name])
  const mode = resolveAppMode(source)
  const isProduction = mode === 'production'
  const isBuild = source.NEXT_PHASE === 'phase-production-build'
  const port = parsePort(get('PORT'))
  const siteUrl = parseSiteUrl(
    get('SITE_URL'),
    `http://localhost:${port}`,
    isBuild ? 'embedded' : mode,
  )
  const dataDir = path.resolve(get('DATA_DIR') ?? 'data')
  const database = parseDatabaseUrl(get('DATABASE_URL'), dataDir)

  let payloadSecret = get('PAYLOAD_SECRET')
  if (payloadSecret === undefined) {
    if (isBuild) payloadSecret = BUILD_PLACEHOLDER_SECRET
    else if (isProduction) {
      throw new ConfigError(
        'PAYLOAD_SECRET',
        'is required in production (at least 32 random characters)',
      )
    } else payloadSecret = loadOrCreateLocalSecrets(dataDir).payloadSecret
  } else if (isProduction && payloadSecret.length < 32) {
    throw new ConfigError('PAYLOAD_SECRET', 'must be at least 32 characters long in production')
  }

  const adminEmail = get('ADMIN_EMAIL')
  if (adminEmail !== undefined && !EMAIL.test(adminEmail)) {
    throw new ConfigError('ADMIN_EMAIL', `is not a valid e-mail address (got "${adminEmail}")`)
  }
  const adminPassword = get('ADMIN_PASSWORD')
  if (adminPassword !== undefined && adminPassword.length < 12) {
    throw new ConfigError('ADMIN_PASSWORD', 'must be at least 12 characters long')
  }

  const rawLogLevel = get('LOG_LEVEL') ?? 'info'
  const logLevel = LOG_LEVELS.find((level) => level === rawLogLevel)
  if (logLevel === undefined) {
    throw new ConfigError(
      'LOG_LEVEL',
      `must be one of ${LOG_LEVELS.join(', ')} (got "${rawLogLevel}")`,
    )
  }

  let altchaHmacKey = get('ALTCHA_HMAC_KEY')
  if (altchaHmacKey === undefined) {
    if (isBuild) altchaHmacKey = BUILD_PLACEHOLDER_SECRET
    else if (isProduction) {
      // A deployment without its own key derives one from PAYLOAD_SECRET rather than sharing it.
      altchaHmacKey = createHmac('sha256', payloadSecret).update('altcha-hmac-key').digest('hex')
    } else altchaHmacKey = loadOrCreateLocalSecrets(dataDir).altchaHmacKey
  } else if (altchaHmacKey.length < 32) {
    throw new ConfigError('ALTCHA_HMAC_KEY', 'must be at least 32 characters long')
  }

  const stripeSecretKey = get('STRIPE_SECRET_KEY')
  const stripeWebhookSecret = get('STRIPE_WEBHOOK_SECRET')
  if (
    stripeSecretKey !== undefined &&
    !/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(stripeSecretKey)
  ) {
    throw new ConfigError('STRIPE_SECRET_KEY', 'must look like sk_test_… or sk_live_…')
  }
  if (stripeWebhookSecret !== undefined && !stripeWebhookSecret.startsWith('whsec_')) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET', 'must start with whsec_')
  }
  if (isProduction && !isBuild && stripeSecretKey === undefined) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY',
      'is required in production (demo payments are refused there)',
    )
  }
  if (isProduction && !isBuild && stripeWebhookSecret === undefined) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET',
      'is required in production (the signing secret of the webhook endpoint, whsec_…)',
    )
  }
  const billing: Env['billing'] = stripeSecretKey
    ? {
        mode: 'stripe',
        secretKey: stripeSecretKey,
        webhookSecret: stripeWebhookSecret,
        apiUrl: parseUrlVariable('STRIPE_API_URL', get('STRIPE_API_URL'), ['http:', 'https:']),
      }
    : { mode: 'demo' }

  const deeplKey = get('DEEPL_API_KEY')
  const libreUrl = parseUrlVariable('LIBRETRANSLATE_URL', get('LIBRETRANSLATE_URL'), [
    'http:',
    'https:',
  ])
  const translation: Env['translation'] = deeplKey
    ? {
        provider: 'deepl',
        apiKey: deeplKey,
        serverUrl: parseUrlVariable('DEEPL_API_URL', get('DEEPL_API_URL'), ['http:', 'https:']),
      }
    : libreUrl
      ? { provider: 'libretranslate', url: libreUrl, apiKey: get('LIBRETRANSLATE_API_KEY') }
      : { provider: 'none' }

  return {
    mode,
    isProduction,
    isBuild,
    port,
    siteUrl,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    libraryFilesDir: path.join(dataDir, 'library-files'),
    database,
    payloadSecret,
    admin: { email: adminEmail, password: adminPassword },
    logLevel,
    email: {
      smtpUrl: parseUrlVariable('SMTP_URL', get('SMTP_URL'), ['smtp:', 'smtps:']),
      ...parseFrom(get('EMAIL_FROM')),
    },
    altchaHmacKey,
    redisUrl: parseUrlVariable('REDIS_URL', get('REDIS_URL'), ['redis:', 'rediss:']),
    redisKeyPrefix: parseKeyPrefix(get('REDIS_KEY_PREFIX')),
    trustProxyHops: parseTrustProxy(get('TRUST_PROXY')),
    billing,
    translation,
    storage: parseStorage(get),
    server: {
      host: get('HOST') ?? '0.0.0.0',
      shutdownTimeoutMs: parseWholeNumber(
        'SHUTDOWN_TIMEOUT_MS',
        get('SHUTDOWN_TIMEOUT_MS'),
        25_000,
        600_000,
      ),
      pageCacheTtlSeconds: parseWholeNumber(
        'PAGE_CACHE_TTL_SECONDS',
        get('PAGE_CACHE_TTL_SECONDS'),
        60,
        86_400,
      ),
      pageCacheMaxMb: parseWholeNumber('PAGE_CACHE_MAX_MB', get('PAGE_CACHE_MAX_MB'), 48, 4096),
      metricsToken: get('METRICS_TOKEN'),
    },
  }
}

let cached: Env | undefined

/** The process's environment, validated on first use. */
export function getEnv(): Env {
  cached ??= readEnv()
  return cached
}
