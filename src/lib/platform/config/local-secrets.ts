/**
 * Secrets generated for the embedded mode, kept in DATA_DIR so that a fresh machine needs no setup and
 * a restart keeps sessions valid. Production takes its secrets from the environment instead.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

export type LocalSecrets = {
  payloadSecret: string
  altchaHmacKey: string
}

const FILE_NAME = 'secrets.json'

function generate(): LocalSecrets {
  return {
    payloadSecret: randomBytes(32).toString('hex'),
    altchaHmacKey: randomBytes(32).toString('hex'),
  }
}

function isComplete(value: unknown): value is LocalSecrets {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.payloadSecret === 'string' && typeof record.altchaHmacKey === 'string'
}

/**
 * Reads the secrets file, creating it on first use. Several processes may start at once (the bootstrap
 * step and the server, parallel tests): creation is an exclusive link of a fully written file, so every
 * process ends up with the same secrets.
 */
export function loadOrCreateLocalSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, FILE_NAME)
  const existing = readSecrets(file)
  if (existing && isComplete(existing)) return existing

  fs.mkdirSync(dataDir, { recursive: true })
  // Keep any key already there (a secret that changes would log everyone out), add missing ones.
  const secrets: LocalSecrets = { ...generate(), ...(existing ?? {}) }
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  fs.writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  try {
    if (existing) fs.renameSync(temporary, file)
    else fs.linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    fs.rmSync(temporary, { force: true })
  }
  const written = readSecrets(file)
  if (!written || !isComplete(written)) throw new Error(`Could not write ${file}`)
  return written
}

function readSecrets(file: string): Partial<LocalSecrets> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LocalSecrets>
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw new Error(
      `${file} is not readable JSON; delete it to generate new secrets (everyone will be logged out)`,
    )
  }
}
