import path from 'node:path'
import fs from 'node:fs'
import os from 'node:os'

import { describe, expect, it } from 'vitest'

import { ConfigError, parseDatabaseUrl, readEnv } from '@/lib/platform/config/env'

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-env-'))
}

function configError(run: () => unknown): ConfigError {
  try {
    run()
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('expected a ConfigError')
}

describe('readEnv', () => {
  it('defaults to the embedded SQLite file under DATA_DIR with generated secrets', () => {
    const dataDir = tempDir()
    const env = readEnv({ NODE_ENV: 'production', APP_MODE: 'embedded', DATA_DIR: dataDir })
    expect(env.mode).toBe('embedded')
    expect(env.isProduction).toBe(false)
    expect(env.database).toEqual({
      dialect: 'sqlite',
      url: `file:${path.join(dataDir, 'sylva.db')}`,
      file: path.join(dataDir, 'sylva.db'),
    })
    expect(env.siteUrl).toBe('http://localhost:3000')
    expect(env.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
    // Generated once, then stable across restarts.
    expect(
      readEnv({ NODE_ENV: 'production', APP_MODE: 'embedded', DATA_DIR: dataDir }).payloadSecret,
    ).toBe(env.payloadSecret)
  })

  it('treats a production build started without a mode as a real deployment (fail closed)', () => {
    const error = configError(() =>
      readEnv({
        NODE_ENV: 'production',
        DATA_DIR: tempDir(),
        SITE_URL: 'https://sylva-cevennes.fr',
      }),
    )
    expect(error.variable).toBe('PAYLOAD_SECRET')
    expect(error.message).toBe(
      'PAYLOAD_SECRET is required in production (at least 32 random characters)',
    )
  })

  it('refuses a short PAYLOAD_SECRET in production', () => {
    const error = configError(() =>
      readEnv({
        APP_MODE: 'production',
        PAYLOAD_SECRET: 'short',
        SITE_URL: 'https://sylva-cevennes.fr',
      }),
    )
    expect(error.variable).toBe('PAYLOAD_SECRET')
  })

  it('requires SITE_URL in production', () => {
    const error = configError(() =>
      readEnv({ APP_MODE: 'production', PAYLOAD_SECRET: 'x'.repeat(40) }),
    )
    expect(error.variable).toBe('SITE_URL')
  })

  it('accepts a complete production configuration and never writes local secrets for it', () => {
    const dataDir = tempDir()
    const env = readEnv({
      APP_MODE: 'production',
      PAYLOAD_SECRET: 'x'.repeat(40),
      SITE_URL: 'https://sylva-cevennes.fr/',
      DATABASE_URL: 'postgres://sylva:secret@db.internal:5432/sylva',
      DATA_DIR: dataDir,
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    })
    expect(env).toMatchObject({
      mode: 'production',
      isProduction: true,
      siteUrl: 'https://sylva-cevennes.fr',
      billing: { mode: 'stripe', secretKey: 'sk_live_abc123', webhookSecret: 'whsec_abc123' },
    })
    expect(env.database.dialect).toBe('postgres')
    expect(fs.readdirSync(dataDir)).toEqual([])
  })

  it('refuses demo payments in production: the Stripe key and webhook secret are required', () => {
    const base = {
      APP_MODE: 'production',
      PAYLOAD_SECRET: 'x'.repeat(40),
      SITE_URL: 'https://sylva-cevennes.fr',
      DATA_DIR: tempDir(),
    }
    expect(configError(() => readEnv(base)).variable).toBe('STRIPE_SECRET_KEY')
    expect(
      configError(() => readEnv({ ...base, STRIPE_SECRET_KEY: 'sk_live_abc123' })).variable,
    ).toBe('STRIPE_WEBHOOK_SECRET')
  })

  it('runs payments in demo mode without a Stripe key outside production', () => {
    const env = readEnv({ NODE_ENV: 'production', APP_MODE: 'embedded', DATA_DIR: tempDir() })
    expect(env.billing).toEqual({ mode: 'demo' })
  })

  it('chooses the translation provider: DeepL first, then LibreTranslate, otherwise none', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: tempDir() }
    expect(readEnv(base).translation).toEqual({ provider: 'none' })
    expect(
      readEnv({ ...base, LIBRETRANSLATE_URL: 'http://127.0.0.1:5000', LIBRETRANSLATE_API_KEY: 'k' })
        .translation,
    ).toEqual({ provider: 'libretranslate', url: 'http://127.0.0.1:5000', apiKey: 'k' })
    expect(
      readEnv({ ...base, DEEPL_API_KEY: 'abc:fx', LIBRETRANSLATE_URL: 'http://127.0.0.1:5000' })
        .translation,
    ).toMatchObject({ provider: 'deepl', apiKey: 'abc:fx' })
    expect(configError(() => readEnv({ ...base, LIBRETRANSLATE_URL: 'ftp://x' })).variable).toBe(
      'LIBRETRANSLATE_URL',
    )
  })

  it('keeps files in DATA_DIR without S3_*, and takes the S3 variables together or not at all', () => {
    const base = { NODE_ENV: 'development', DATA_DIR: tempDir() }
    expect(readEnv(base).storage).toEqual({ kind: 'local' })
    const s3 = {
      S3_BUCKET: 'sylva-media',
      S3_REGION: 'fr-par',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(readEnv({ ...base, ...s3 }).storage).toEqual({
      kind: 's3',
      bucket: 'sylva-media',
      region: 'fr-par',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    })
    // Another host speaking S3: path-style by default, unless told otherwise.
    const minio = readEnv({ ...base, ...s3, S3_ENDPOINT: 'https://s3.example.org' }).storage
    expect(minio).toMatchObject({ endpoint: 'https://s3.example.org', forcePathStyle: true })
    expect(
      readEnv({
        ...base,
        ...s3,
        S3_ENDPOINT: 'https://s3.example.org',
        S3_FORCE_PATH_STYLE: 'false',
      }).storage,
    ).toMatchObject({ forcePathStyle: false })

    // A partial set stops start-up (in every mode), naming what is missing and what was given.
    const partial = configError(() =>
      readEnv({ ...base, S3_BUCKET: 'sylva-media', S3_REGION: 'fr-par' }),
    )
    expect(partial.variable).toBe('S3_ACCESS_KEY_ID')
    expect(partial.message).toContain('S3_BUCKET, S3_REGION')
    expect(configError(() => readEnv({ ...base, S3_ENDPOINT: 'http://x' })).variable).toBe(
      'S3_BUCKET',
    )
    expect(configError(() => readEnv({ ...base, ...s3, S3_BUCKET: 'Sylva_Media' })).variable).toBe(
      'S3_BUCKET',
    )
    expect(
      configError(() => readEnv({ ...base, ...s3, S3_FORCE_PATH_STYLE: 'yes' })).variable,
    ).toBe('S3_FORCE_PATH_STYLE')
    expect(configError(() => readEnv({ ...base, ...s3, S3_ENDPOINT: 'ftp://x' })).variable).toBe(
      'S3_ENDPOINT',
    )
  })

  it('needs no secret and no data directory while `next build` runs', () => {
    const dataDir = path.join(tempDir(), 'not-created')
    const env = readEnv({
      NODE_ENV: 'production',
      NEXT_PHASE: 'phase-production-build',
      DATA_DIR: dataDir,
    })
    expect(env.isBuild).toBe(true)
    expect(env.payloadSecret.length).toBeGreaterThan(0)
    expect(fs.existsSync(dataDir)).toBe(false)
  })

  it("reads the production server's settings, with their defaults", () => {
    const base = { NODE_ENV: 'test', DATA_DIR: tempDir() }
    expect(readEnv(base).server).toStrictEqual({
      host: '0.0.0.0',
      shutdownTimeoutMs: 25_000,
      pageCacheTtlSeconds: 60,
      pageCacheMaxMb: 48,
      metricsToken: undefined,
    })
    expect(
      readEnv({ ...base, PAGE_CACHE_TTL_SECONDS: '0', PAGE_CACHE_MAX_MB: '16' }).server,
    ).toMatchObject({ pageCacheTtlSeconds: 0, pageCacheMaxMb: 16 })
    expect(
      readEnv({ ...base, HOST: '127.0.0.1', METRICS_TOKEN: 'un-jeton-de-mesure' }).server,
    ).toMatchObject({ host: '127.0.0.1', metricsToken: 'un-jeton-de-mesure' })
    // Blank counts as unset, as for every variable: no token, GET /metrics is not answered.
    expect(readEnv({ ...base, HOST: ' ', METRICS_TOKEN: '' }).server).toMatchObject({
      host: '0.0.0.0',
      metricsToken: undefined,
    })
  })

  it('puts « sylva: » before Redis keys unless REDIS_KEY_PREFIX says otherwise', () => {
    const dataDir = tempDir()
    expect(readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir }).redisKeyPrefix).toBe('sylva:')
    expect(
      readEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS_KEY_PREFIX: 'sylva-2:' }).redisKeyPrefix,
    ).toBe('sylva-2:')
  })

  it.each([
    ['PORT', { PORT: '99999' }],
    ['PORT', { PORT: 'trois mille' }],
    ['SITE_URL', { SITE_URL: 'ftp://example.org' }],
    ['SITE_URL', { SITE_URL: 'pas une adresse' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'admin' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'court' }],
    ['STRIPE_SECRET_KEY', { STRIPE_SECRET_KEY: 'pk_test_publishable' }],
    ['STRIPE_WEBHOOK_SECRET', { STRIPE_SECRET_KEY: 'sk_test_x1', STRIPE_WEBHOOK_SECRET: 'secret' }],
    ['STRIPE_API_URL', { STRIPE_SECRET_KEY: 'sk_test_x1', STRIPE_API_URL: 'ftp://x' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'verbose' }],
    ['APP_MODE', { APP_MODE: 'staging' }],
    ['PAGE_CACHE_MAX_MB', { PAGE_CACHE_MAX_MB: 'abc' }],
    ['PAGE_CACHE_MAX_MB', { PAGE_CACHE_MAX_MB: '-1' }],
    ['PAGE_CACHE_TTL_SECONDS', { PAGE_CACHE_TTL_SECONDS: '1.5' }],
    ['SHUTDOWN_TIMEOUT_MS', { SHUTDOWN_TIMEOUT_MS: '25s' }],
    ['REDIS_KEY_PREFIX', { REDIS_KEY_PREFIX: 'deux mots' }],
  ])('names %s when its value is wrong', (variable, values) => {
    const error = configError(() => readEnv({ NODE_ENV: 'test', DATA_DIR: tempDir(), ...values }))
    expect(error.variable).toBe(variable)
    expect(error.message.startsWith(`${variable} `)).toBe(true)
    expect(error.message).not.toContain('\n')
  })
})

describe('parseDatabaseUrl', () => {
  it.each([
    ['postgres://u:p@localhost:5432/sylva', 'postgres'],
    ['postgresql://u@db/sylva?sslmode=require', 'postgres'],
    ['file:./data/other.db', 'sqlite'],
  ])('reads %s as %s', (url, dialect) => {
    expect(parseDatabaseUrl(url, '/tmp').dialect).toBe(dialect)
  })

  it.each([
    [
      'mysql://u:p@localhost/sylva',
      'must start with postgres:// (PostgreSQL) or file: (SQLite file); got a "mysql" URL',
    ],
    ['postgres://', 'has no host (expected postgres://user:password@host:5432/database)'],
    [
      'postgres://[broken',
      'is not a valid PostgreSQL URL (expected postgres://user:password@host:5432/database)',
    ],
    [
      'postgres://u:p@localhost:5432',
      'names no database (expected postgres://user:password@host:5432/database)',
    ],
    [
      'localhost:5432/sylva',
      'must start with postgres:// (PostgreSQL) or file: (SQLite file); got a "localhost" URL',
    ],
  ])('refuses %s with one clear line', (url, problem) => {
    const error = configError(() => parseDatabaseUrl(url, '/tmp'))
    expect(error.message).toBe(`DATABASE_URL ${problem}`)
  })

  it('never repeats the password of a malformed URL', () => {
    const error = configError(() => parseDatabaseUrl('postgres://user:TopSecret@:5432/x', '/tmp'))
    expect(error.message).not.toContain('TopSecret')
  })
})
