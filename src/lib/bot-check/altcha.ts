/**
 * The self-hosted bot check (ALTCHA proof of work): the browser spends about half a second solving a
 * challenge signed by this server; the server verifies the solution with its HMAC key, refuses expired,
 * forged or tampered ones, and accepts each solution once. No third-party call.
 */
import { createHmac } from 'node:crypto'

import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

import { getEnv } from '@/lib/platform/config/env'
import { claimOnce } from '@/lib/platform/rate-limit'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

export const BOT_CHECK_FIELD = 'altcha'
const ALGORITHM = 'PBKDF2/SHA-256'
const COST = 1000
const COUNTER_RANGE: [number, number] = [1000, 3000]
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60

export type BotCheckOutcome = 'ok' | 'missing' | 'invalid' | 'expired' | 'replayed'

function secrets(): { signature: string; keySignature: string } {
  const key = getEnv().altchaHmacKey
  return {
    signature: key,
    keySignature: createHmac('sha256', key).update('altcha-key-signature').digest('hex'),
  }
}

export async function createBotChallenge(now = Date.now()): Promise<Challenge> {
  const { signature, keySignature } = secrets()
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(...COUNTER_RANGE),
    deriveKey,
    hmacSignatureSecret: signature,
    hmacKeySignatureSecret: keySignature,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_LIFETIME_SECONDS,
  })
}

type WidgetPayload = { challenge: Challenge; solution: Solution }

function decode(value: string): WidgetPayload | null {
  try {
    const parsed = JSON.parse(
      Buffer.from(value, 'base64').toString('utf8'),
    ) as Partial<WidgetPayload>
    const { challenge, solution } = parsed
    if (
      !challenge ||
      typeof challenge !== 'object' ||
      !challenge.parameters ||
      typeof challenge.signature !== 'string'
    )
      return null
    if (
      !solution ||
      typeof solution !== 'object' ||
      typeof solution.counter !== 'number' ||
      typeof solution.derivedKey !== 'string'
    )
      return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/** Checks the payload the widget put in the form. A valid solution is spent by this call. */
export async function verifyBotCheck(
  value: FormDataEntryValue | string | null | undefined,
): Promise<BotCheckOutcome> {
  if (typeof value !== 'string' || value.trim() === '') return 'missing'
  if (value.length > 20_000) return 'invalid'
  const payload = decode(value)
  if (!payload) return 'invalid'
  const { signature, keySignature } = secrets()
  let verified: boolean
  let expired: boolean
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signature,
      hmacKeySignatureSecret: keySignature,
    })
    verified = result.verified
    expired = result.expired
  } catch {
    return 'invalid'
  }
  if (expired) return 'expired'
  if (!verified) return 'invalid'
  // Only challenges this server issued get this far (their signature checks): spend them once.
  const expiresAt = (payload.challenge.parameters.expiresAt ?? 0) * 1000
  const ttl = Math.max(1000, expiresAt - Date.now())
  try {
    return (await claimOnce(`altcha:${payload.challenge.signature}`, ttl)) ? 'ok' : 'replayed'
  } catch (error) {
    getLogger().error({ err: error }, 'Bot check: could not record the solution as used')
    return 'ok'
  }
}
