/**
 * The first administrator. Its login comes from ADMIN_EMAIL / ADMIN_PASSWORD, or is generated once and
 * kept in DATA_DIR so that every start can print it.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'

import { DEFAULT_ADMIN_EMAIL, type Env } from '@/lib/platform/config/env'

import { SEED_CONTEXT } from './types'

export type AdminLogin = {
  email: string
  /** Undefined when it must not be printed (production) or is not known (created elsewhere). */
  password?: string
  passwordSource: 'generated' | 'environment' | 'unknown'
  created: boolean
}

type StoredLogin = { email: string; password: string }

const FILE_NAME = 'admin-login.json'

function readStoredLogin(dataDir: string): StoredLogin | undefined {
  try {
    const value = JSON.parse(
      fs.readFileSync(path.join(dataDir, FILE_NAME), 'utf8'),
    ) as Partial<StoredLogin>
    return typeof value.email === 'string' && typeof value.password === 'string'
      ? { email: value.email, password: value.password }
      : undefined
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

function storeLogin(dataDir: string, login: StoredLogin): void {
  fs.mkdirSync(dataDir, { recursive: true })
  fs.writeFileSync(path.join(dataDir, FILE_NAME), `${JSON.stringify(login, null, 2)}\n`, {
    mode: 0o600,
  })
}

/** Readable yet strong: 4 groups of 5 characters without look-alikes (0/O, 1/l/I). */
export function generatePassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  const bytes = randomBytes(20)
  const characters = [...bytes].map((byte) => alphabet[byte % alphabet.length])
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-')
}

async function staffExists(
  payload: Payload,
  where: Parameters<Payload['count']>[0]['where'],
): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'users', where, overrideAccess: true })
  return totalDocs > 0
}

export async function ensureAdmin(payload: Payload, env: Env): Promise<AdminLogin> {
  const stored = readStoredLogin(env.dataDir)
  const email = (env.admin.email ?? stored?.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
  const describe = (created: boolean, generated?: string): AdminLogin => {
    if (env.admin.password) {
      return {
        email,
        passwordSource: 'environment',
        password: env.isProduction ? undefined : env.admin.password,
        created,
      }
    }
    const password = generated ?? (stored?.email === email ? stored.password : undefined)
    if (password)
      return {
        email,
        passwordSource: 'generated',
        password: env.isProduction ? undefined : password,
        created,
      }
    return { email, passwordSource: 'unknown', created }
  }

  if (await staffExists(payload, { email: { equals: email } })) return describe(false)
  // Someone else already administers the site and no address was asked for: leave the team alone.
  if (!env.admin.email && (await staffExists(payload, { role: { equals: 'admin' } }))) {
    const { docs } = await payload.find({
      collection: 'users',
      where: { role: { equals: 'admin' } },
      sort: 'createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return { email: docs[0]?.email ?? email, passwordSource: 'unknown', created: false }
  }

  const generated = env.admin.password ? undefined : generatePassword()
  const password = env.admin.password ?? generated
  if (!password) throw new Error('unreachable: no admin password')
  await payload.create({
    collection: 'users',
    depth: 0,
    data: { email, password, name: 'Administration', role: 'admin' },
    overrideAccess: true,
    context: { ...SEED_CONTEXT },
  })
  if (generated) storeLogin(env.dataDir, { email, password: generated })
  return describe(true, generated)
}
