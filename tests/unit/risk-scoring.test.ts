import { describe, expect, it } from 'vitest'

import { fingerprintRequestSchema } from '@/lib/security/fingerprint-payload'
import {
  assessRisk,
  isUserAgentPlatformMismatch,
  RISK_WEIGHTS,
  type RiskSignals,
} from '@/lib/security/risk'

const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36'
const HEADLESS =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.0.0 Safari/537.36'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** An ordinary desktop browser: sets off no rule. */
const clean: RiskSignals = {
  userAgent: MAC_CHROME,
  platform: 'MacIntel',
  webdriver: false,
  plugins: ['PDF Viewer'],
  cpuCores: 8,
  canvasHash: 'a'.repeat(64),
  webgl: { vendor: 'Apple Inc.', renderer: 'Apple M2' },
  screenResolution: { width: 1512, height: 982 },
  doNotTrack: false,
}

const score = (changes: Partial<RiskSignals>) => assessRisk({ ...clean, ...changes })

describe('assessRisk (the scoring weights)', () => {
  it('scores an ordinary browser 0, neither VPN nor bot', () => {
    expect(assessRisk(clean)).toEqual({
      riskScore: 0,
      isVPN: false,
      isProxy: false,
      isTor: false,
      isBot: false,
      anomalies: [],
    })
  })

  it.each<[keyof typeof RISK_WEIGHTS, number, Partial<RiskSignals>]>([
    ['webdriver', 30, { webdriver: true }],
    ['headless', 40, { userAgent: HEADLESS, platform: 'Linux x86_64' }],
    ['noPluginsOnWindows', 20, { userAgent: WINDOWS_CHROME, platform: 'Win32', plugins: [] }],
    ['unusualCpuCores', 15, { cpuCores: 0 }],
    ['unusualCpuCores', 15, { cpuCores: 17 }],
    ['unusualCpuCores', 15, { cpuCores: null }],
    ['missingCanvas', 10, { canvasHash: null }],
    ['noWebGL', 15, { webgl: null }],
    ['noWebGL', 15, { webgl: { vendor: '', renderer: '' } }],
    ['zeroScreenSize', 25, { screenResolution: { width: 0, height: 900 } }],
    ['zeroScreenSize', 25, { screenResolution: { width: 1440, height: 0 } }],
    ['userAgentPlatformMismatch', 35, { userAgent: WINDOWS_CHROME, platform: 'MacIntel' }],
    ['doNotTrack', 5, { doNotTrack: true }],
  ])('%s adds %i', (rule, weight, changes) => {
    expect(RISK_WEIGHTS[rule]).toBe(weight)
    const result = score(changes)
    expect(result.anomalies).toEqual([rule])
    expect(result.riskScore).toBe(weight)
  })

  it('counts 16 cores as usual and 1 core as usual', () => {
    expect(score({ cpuCores: 16 }).riskScore).toBe(0)
    expect(score({ cpuCores: 1 }).riskScore).toBe(0)
  })

  it('needs Windows for the missing-plugins rule', () => {
    expect(score({ plugins: [] }).riskScore).toBe(0)
    expect(score({ userAgent: WINDOWS_CHROME, platform: 'Win32', plugins: [] }).riskScore).toBe(20)
    expect(score({ userAgent: WINDOWS_CHROME, platform: 'Win32' }).riskScore).toBe(0)
  })

  it('adds the weights of several rules', () => {
    expect(score({ webdriver: true, canvasHash: null, doNotTrack: true }).riskScore).toBe(45)
  })

  it('caps the score at 100', () => {
    const everything = assessRisk({
      userAgent: HEADLESS.replace('X11; Linux x86_64', 'Windows NT 10.0; Win64; x64'),
      platform: 'Linux x86_64',
      webdriver: true,
      plugins: [],
      cpuCores: 0,
      canvasHash: null,
      webgl: null,
      screenResolution: { width: 0, height: 0 },
      doNotTrack: true,
    })
    expect(everything.anomalies).toHaveLength(Object.keys(RISK_WEIGHTS).length)
    expect(everything.riskScore).toBe(100)
  })

  it('flags a VPN above 50, not at 50', () => {
    // 40 + 10 = 50; 40 + 15 = 55.
    const fifty = score({ userAgent: HEADLESS, platform: 'Linux x86_64', canvasHash: null })
    expect(fifty.riskScore).toBe(50)
    expect(fifty.isVPN).toBe(false)
    const fiftyFive = score({ userAgent: HEADLESS, platform: 'Linux x86_64', webgl: null })
    expect(fiftyFive.riskScore).toBe(55)
    expect(fiftyFive.isVPN).toBe(true)
  })

  it('flags a bot above 70, not at 70, and always with webdriver', () => {
    // 40 + 15 + 15 = 70; + 5 = 75.
    const seventy = score({
      userAgent: HEADLESS,
      platform: 'Linux x86_64',
      webgl: null,
      cpuCores: 0,
    })
    expect(seventy.riskScore).toBe(70)
    expect(seventy.isBot).toBe(false)
    const seventyFive = score({
      userAgent: HEADLESS,
      platform: 'Linux x86_64',
      webgl: null,
      cpuCores: 0,
      doNotTrack: true,
    })
    expect(seventyFive.riskScore).toBe(75)
    expect(seventyFive.isBot).toBe(true)
    const webdriverOnly = score({ webdriver: true })
    expect(webdriverOnly.riskScore).toBe(30)
    expect(webdriverOnly.isBot).toBe(true)
  })
})

describe('isUserAgentPlatformMismatch', () => {
  it.each([
    [MAC_CHROME, 'MacIntel', false],
    [WINDOWS_CHROME, 'Win32', false],
    [ANDROID, 'Linux armv8l', false],
    [IPHONE, 'iPhone', false],
    [HEADLESS, 'Linux x86_64', false],
    [MAC_CHROME, '', false],
    ['curl/8.0', 'Win32', false],
    [WINDOWS_CHROME, 'Linux x86_64', true],
    [IPHONE, 'Win32', true],
    [MAC_CHROME, 'Win32', true],
    [ANDROID, 'MacIntel', true],
  ])('%s on %s: %s', (userAgent, platform, expected) => {
    expect(isUserAgentPlatformMismatch(userAgent, platform)).toBe(expected)
  })
})

describe('fingerprintRequestSchema', () => {
  const request = {
    fingerprint: {
      ...clean,
      hash: 'b'.repeat(64),
      timezone: 'Europe/Paris',
      language: 'fr-FR',
      memory: 8,
      touchSupport: { maxTouchPoints: 0, touchEvent: false },
      fonts: ['Arial'],
      audioHash: null,
      colorDepth: 24,
      pixelRatio: 2,
      storage: { localStorage: true, sessionStorage: true, indexedDB: true, cookies: true },
    },
    securityCheck: assessRisk(clean),
    geolocation: null,
    timestamp: new Date().toISOString(),
    sessionId: 'abcdefgh12345678',
  }

  it('accepts a well-formed request', () => {
    expect(fingerprintRequestSchema.safeParse(request).success).toBe(true)
  })

  it.each([
    ['a hash that is not SHA-256', { fingerprint: { ...request.fingerprint, hash: 'xyz' } }],
    [
      'a 600-character user agent',
      { fingerprint: { ...request.fingerprint, userAgent: 'a'.repeat(600) } },
    ],
    ['200 fonts', { fingerprint: { ...request.fingerprint, fonts: Array(200).fill('Arial') } }],
    ['a score over 100', { securityCheck: { ...request.securityCheck, riskScore: 101 } }],
    ['a latitude of 91', { geolocation: { lat: 91, lon: 0, timezone: 'UTC' } }],
    ['a session id with spaces', { sessionId: 'not a session id' }],
  ])('refuses %s', (_name, change) => {
    expect(fingerprintRequestSchema.safeParse({ ...request, ...change }).success).toBe(false)
  })
})
