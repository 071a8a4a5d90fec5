/**
 * Bot-risk scoring of a device fingerprint (docs/behaviour.md › Bot check and risk scoring): one
 * pure function, run by the server on every fingerprint it receives (the browser's own score is
 * never trusted) and by the browser to fill the request's `securityCheck`.
 */
import type { Fingerprint, SecurityCheck } from './fingerprint-payload'

export const RISK_WEIGHTS = {
  webdriver: 30,
  headless: 40,
  noPluginsOnWindows: 20,
  unusualCpuCores: 15,
  missingCanvas: 10,
  noWebGL: 15,
  zeroScreenSize: 25,
  userAgentPlatformMismatch: 35,
  doNotTrack: 5,
} as const

type RiskRule = keyof typeof RISK_WEIGHTS

const MAX_RISK_SCORE = 100
/** A score above this flags a VPN. */
const VPN_THRESHOLD = 50
/** A score above this, or the webdriver flag, flags a bot. */
const BOT_THRESHOLD = 70
/** More cores than this counts as unusual, as do 0 (or none reported). */
const MAX_USUAL_CPU_CORES = 16

export type RiskSignals = Pick<
  Fingerprint,
  | 'userAgent'
  | 'platform'
  | 'webdriver'
  | 'plugins'
  | 'cpuCores'
  | 'canvasHash'
  | 'webgl'
  | 'screenResolution'
  | 'doNotTrack'
>

type OsFamily = 'windows' | 'mac' | 'ios' | 'android' | 'linux'

function userAgentFamily(userAgent: string): OsFamily | null {
  if (/Windows/i.test(userAgent)) return 'windows'
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios'
  if (/Android/i.test(userAgent)) return 'android'
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac'
  if (/Linux|X11|CrOS/i.test(userAgent)) return 'linux'
  return null
}

function platformFamily(platform: string): OsFamily | null {
  if (/^Win/i.test(platform)) return 'windows'
  if (/^(iPhone|iPad|iPod)/i.test(platform)) return 'ios'
  if (/^Mac/i.test(platform)) return 'mac'
  if (/Android/i.test(platform)) return 'android'
  if (/Linux|X11|CrOS/i.test(platform)) return 'linux'
  return null
}

/** Platforms each user-agent family really reports (Android and ChromeOS say "Linux …"). */
const compatiblePlatforms: Record<OsFamily, OsFamily[]> = {
  windows: ['windows'],
  mac: ['mac'],
  ios: ['ios'],
  android: ['android', 'linux'],
  linux: ['linux'],
}

/** Whether the user agent names one operating system and `navigator.platform` another. */
export function isUserAgentPlatformMismatch(userAgent: string, platform: string): boolean {
  const claimed = userAgentFamily(userAgent)
  const reported = platformFamily(platform)
  if (!claimed || !reported) return false
  return !compatiblePlatforms[claimed].includes(reported)
}

function isHeadlessUserAgent(userAgent: string): boolean {
  return /HeadlessChrome|PhantomJS|SlimerJS|\bHeadless\b/i.test(userAgent)
}

/** The rules a fingerprint sets off, in the order of RISK_WEIGHTS. */
function riskRules(signals: RiskSignals): RiskRule[] {
  const isWindows =
    userAgentFamily(signals.userAgent) === 'windows' ||
    platformFamily(signals.platform) === 'windows'
  const cores = signals.cpuCores ?? 0
  const fired: Record<RiskRule, boolean> = {
    webdriver: signals.webdriver,
    headless: isHeadlessUserAgent(signals.userAgent),
    noPluginsOnWindows: isWindows && signals.plugins.length === 0,
    unusualCpuCores: cores === 0 || cores > MAX_USUAL_CPU_CORES,
    missingCanvas: !signals.canvasHash,
    noWebGL: !signals.webgl || (!signals.webgl.vendor && !signals.webgl.renderer),
    zeroScreenSize: signals.screenResolution.width === 0 || signals.screenResolution.height === 0,
    userAgentPlatformMismatch: isUserAgentPlatformMismatch(signals.userAgent, signals.platform),
    doNotTrack: signals.doNotTrack,
  }
  return (Object.keys(RISK_WEIGHTS) as RiskRule[]).filter((rule) => fired[rule])
}

/**
 * The scoring: the weights of the rules set off, capped at 100; a VPN above 50; a bot when
 * webdriver is set or above 70. Proxy and Tor cannot be told without a third-party lookup, which the
 * site never makes: they stay false.
 */
export function assessRisk(signals: RiskSignals): SecurityCheck & { anomalies: RiskRule[] } {
  const anomalies = riskRules(signals)
  const total = anomalies.reduce((sum, rule) => sum + RISK_WEIGHTS[rule], 0)
  const riskScore = Math.min(MAX_RISK_SCORE, total)
  return {
    riskScore,
    isVPN: riskScore > VPN_THRESHOLD,
    isProxy: false,
    isTor: false,
    isBot: signals.webdriver || riskScore > BOT_THRESHOLD,
    anomalies,
  }
}
