/**
 * The device fingerprint request (docs/behaviour.md › Bot check and risk scoring: fingerprint,
 * securityCheck, geolocation, timestamp, sessionId), bounded field by field. Pure: the server
 * validates with the schema, the browser builds the same type.
 */
import { z } from 'zod'

import { isConsentId } from '@/lib/consent'

/** Larger bodies are refused with 413 before being parsed. */
export const FINGERPRINT_MAX_BYTES = 16 * 1024

const text = (max: number) => z.string().max(max)
const sha256 = z.string().regex(/^[a-f0-9]{64}$/)
const count = (max: number) => z.number().int().min(0).max(max)

const fingerprintSchema = z.object({
  /** SHA-256 (hex) of the stable parts below: the device's id. */
  hash: sha256,
  userAgent: text(512),
  screenResolution: z.object({ width: count(100_000), height: count(100_000) }),
  timezone: text(64),
  language: text(35),
  platform: text(64),
  /** navigator.hardwareConcurrency; null when the browser does not say. */
  cpuCores: count(4096).nullable(),
  /** navigator.deviceMemory in GB; null when the browser does not say. */
  memory: z.number().min(0).max(4096).nullable(),
  touchSupport: z.object({ maxTouchPoints: count(1024), touchEvent: z.boolean() }),
  /** Null when WebGL is unavailable. */
  webgl: z.object({ vendor: text(256), renderer: text(256) }).nullable(),
  /** Null when the canvas cannot be drawn or read. */
  canvasHash: sha256.nullable(),
  fonts: z.array(text(64)).max(100),
  audioHash: sha256.nullable(),
  plugins: z.array(text(128)).max(64),
  colorDepth: count(128),
  pixelRatio: z.number().min(0).max(32),
  storage: z.object({
    localStorage: z.boolean(),
    sessionStorage: z.boolean(),
    indexedDB: z.boolean(),
    cookies: z.boolean(),
  }),
  doNotTrack: z.boolean(),
  webdriver: z.boolean(),
})

/** What the browser believes; stored for comparison, never trusted (the server scores again). */
const securityCheckSchema = z.object({
  isVPN: z.boolean(),
  isProxy: z.boolean(),
  isTor: z.boolean(),
  isBot: z.boolean(),
  riskScore: z.number().min(0).max(100),
  anomalies: z.array(text(64)).max(20),
})

const geolocationSchema = z.object({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  timezone: text(64),
})

export const fingerprintRequestSchema = z.object({
  fingerprint: fingerprintSchema,
  securityCheck: securityCheckSchema,
  geolocation: geolocationSchema.nullable(),
  timestamp: z.iso.datetime(),
  /** A visit's random id, drawn like a consent id (src/lib/consent/shared.ts). */
  sessionId: z.string().refine(isConsentId),
})

export type Fingerprint = z.infer<typeof fingerprintSchema>
export type SecurityCheck = z.infer<typeof securityCheckSchema>
export type FingerprintRequest = z.infer<typeof fingerprintRequestSchema>
