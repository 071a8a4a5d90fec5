import type { Payload } from 'payload'

import { purgeExpiredNowAndThen } from '@/lib/platform/payload/retention'
import type { Fingerprint as FingerprintDoc } from '@/payload-types'

import type { FingerprintRequest } from './fingerprint-payload'
import { assessRisk } from './risk'

/** Fingerprints per client address and minute: one per visit is the rule, a few reloads are fine. */
export const FINGERPRINT_RATE_LIMIT = { limit: 20, windowMs: 60_000 }

type Receipt =
  | { blocked: false; fingerprint: FingerprintDoc }
  | { blocked: true; reason: string; fingerprint: FingerprintDoc }

type Received = {
  request: FingerprintRequest
  ip: string
  memberId?: number | null
  /** The User-Agent header the server saw: it, not the body's copy, is what gets scored. */
  headerUserAgent: string | null
  /** The DNT request header. */
  headerDoNotTrack: boolean
}

/** Why this client is refused, or null: a blocked address first, then a blocked device. */
async function blockedAddressReason(payload: Payload, ip: string): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'blocked-addresses',
    where: { address: { equals: ip } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { reason: true },
  })
  return docs[0] ? (docs[0].reason ?? '') : null
}

function fieldsOf({ request, ip, memberId, headerUserAgent, headerDoNotTrack }: Received) {
  const { fingerprint, securityCheck, geolocation, sessionId } = request
  const userAgent = headerUserAgent?.slice(0, 512) || fingerprint.userAgent
  const risk = assessRisk({
    ...fingerprint,
    userAgent,
    doNotTrack: fingerprint.doNotTrack || headerDoNotTrack,
  })
  const anomalies: string[] = [...risk.anomalies]
  if (headerUserAgent && fingerprint.userAgent !== headerUserAgent)
    anomalies.push('userAgentDiffersFromRequest')
  return {
    riskScore: risk.riskScore,
    isBot: risk.isBot,
    isVPN: risk.isVPN,
    anomalies,
    clientRiskScore: securityCheck.riskScore,
    ip,
    ...(memberId ? { member: memberId } : {}),
    lastSeen: new Date().toISOString(),
    sessionId,
    userAgent,
    platform: fingerprint.platform,
    language: fingerprint.language,
    timezone: fingerprint.timezone,
    screenWidth: fingerprint.screenResolution.width,
    screenHeight: fingerprint.screenResolution.height,
    colorDepth: fingerprint.colorDepth,
    pixelRatio: fingerprint.pixelRatio,
    cpuCores: fingerprint.cpuCores,
    memory: fingerprint.memory,
    touchPoints: fingerprint.touchSupport.maxTouchPoints,
    webglVendor: fingerprint.webgl?.vendor ?? null,
    webglRenderer: fingerprint.webgl?.renderer ?? null,
    canvasHash: fingerprint.canvasHash,
    audioHash: fingerprint.audioHash,
    doNotTrack: fingerprint.doNotTrack,
    webdriver: fingerprint.webdriver,
    fonts: fingerprint.fonts,
    plugins: fingerprint.plugins,
    features: { touchEvent: fingerprint.touchSupport.touchEvent, storage: fingerprint.storage },
    geolocation: geolocation ?? null,
  }
}

async function findByHash(payload: Payload, hash: string): Promise<FingerprintDoc | undefined> {
  const { docs } = await payload.find({
    collection: 'fingerprints',
    where: { hash: { equals: hash } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0]
}

async function upsert(payload: Payload, received: Received): Promise<FingerprintDoc> {
  const hash = received.request.fingerprint.hash
  const data = fieldsOf(received)
  const update = (existing: FingerprintDoc) =>
    payload.update({
      collection: 'fingerprints',
      id: existing.id,
      data: { ...data, seenCount: (existing.seenCount ?? 0) + 1 },
      depth: 0,
      overrideAccess: true,
    })
  const existing = await findByHash(payload, hash)
  if (existing) return update(existing)
  try {
    return await payload.create({
      collection: 'fingerprints',
      data: { ...data, hash, seenCount: 1 },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // The same device in two tabs at once: the other request created the row first.
    const created = await findByHash(payload, hash)
    if (created) return update(created)
    throw error
  }
}

/**
 * Stores (or refreshes) a fingerprint with the server's own score, then says whether the client is
 * blocked. A blocked client is still recorded: staff see that it came back.
 */
export async function receiveFingerprint(payload: Payload, received: Received): Promise<Receipt> {
  const [fingerprint, addressReason] = await Promise.all([
    upsert(payload, received),
    blockedAddressReason(payload, received.ip),
  ])
  // A device not seen for 13 months is forgotten (src/lib/platform/payload/retention.ts).
  purgeExpiredNowAndThen(payload, 'fingerprints')
  if (addressReason !== null) return { blocked: true, reason: addressReason, fingerprint }
  if (fingerprint.blocked)
    return { blocked: true, reason: fingerprint.blockedReason ?? '', fingerprint }
  return { blocked: false, fingerprint }
}
