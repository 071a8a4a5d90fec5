/**
 * The device fingerprint (docs/behaviour.md › Bot check and risk scoring), collected in the browser
 * only with analytical consent, and sent once per visit. Nothing here asks for a permission: the
 * position is read only when the visitor has already granted geolocation to the site (Permissions
 * API), with a 5 s timeout.
 */
import { randomId } from '@/lib/consent/shared'
import {
  FINGERPRINT_SENT_KEY,
  FINGERPRINT_STORAGE_KEY,
  SESSION_ID_KEY,
} from '@/lib/consent/storage'
import type { Fingerprint, FingerprintRequest } from '@/lib/security/fingerprint-payload'
import { assessRisk } from '@/lib/security/risk'

const FINGERPRINT_ENDPOINT = '/api/fingerprint'
const GEOLOCATION_TIMEOUT_MS = 5_000
const AUDIO_TIMEOUT_MS = 1_000

/** Fonts looked for by measuring text, common across Windows, macOS, Linux, Android and iOS. */
const CANDIDATE_FONTS = [
  'Arial',
  'Arial Black',
  'Calibri',
  'Cambria',
  'Comic Sans MS',
  'Consolas',
  'Courier New',
  'DejaVu Sans',
  'Droid Sans',
  'Georgia',
  'Helvetica',
  'Helvetica Neue',
  'Impact',
  'Liberation Sans',
  'Lucida Grande',
  'Menlo',
  'Noto Sans',
  'Palatino',
  'Roboto',
  'Segoe UI',
  'SF Pro Text',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Ubuntu',
  'Verdana',
]

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

async function canvasHash(): Promise<string | null> {
  try {
    const canvas = document.createElement('canvas')
    canvas.width = 240
    canvas.height = 60
    const context = canvas.getContext('2d')
    if (!context) return null
    context.textBaseline = 'top'
    context.font = '16px "Arial"'
    context.fillStyle = '#22c55e'
    context.fillRect(100, 5, 80, 30)
    context.fillStyle = '#173d27'
    context.fillText('Sylva Cévennes, forêt 🌲', 4, 20)
    context.beginPath()
    context.arc(200, 30, 18, 0, Math.PI * 2)
    context.strokeStyle = 'rgba(132, 204, 22, 0.7)'
    context.stroke()
    return await sha256(canvas.toDataURL())
  } catch {
    return null
  }
}

function webgl(): Fingerprint['webgl'] {
  try {
    const gl = document.createElement('canvas').getContext('webgl')
    if (!gl) return null
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    return {
      vendor: String(gl.getParameter(info ? info.UNMASKED_VENDOR_WEBGL : gl.VENDOR) ?? ''),
      renderer: String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? ''),
    }
  } catch {
    return null
  }
}

function fonts(): string[] {
  const context = document.createElement('canvas').getContext('2d')
  if (!context) return []
  const sample = 'mmmmmmmmmmlli WwQ 0123'
  const width = (font: string) => {
    context.font = `72px ${font}`
    return context.measureText(sample).width
  }
  const fallbacks = ['monospace', 'serif', 'sans-serif']
  const baseline = fallbacks.map(width)
  return CANDIDATE_FONTS.filter((font) =>
    fallbacks.some((fallback, index) => width(`"${font}", ${fallback}`) !== baseline[index]),
  )
}

async function audioHash(): Promise<string | null> {
  const Offline = window.OfflineAudioContext
  if (!Offline) return null
  try {
    const context = new Offline(1, 5000, 44100)
    const oscillator = context.createOscillator()
    oscillator.type = 'triangle'
    oscillator.frequency.value = 10000
    const compressor = context.createDynamicsCompressor()
    oscillator.connect(compressor)
    compressor.connect(context.destination)
    oscillator.start(0)
    const rendered = await Promise.race([
      context.startRendering(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), AUDIO_TIMEOUT_MS)),
    ])
    if (!rendered) return null
    const samples = rendered.getChannelData(0).slice(4500, 5000)
    return await sha256(Array.from(samples, (value) => Math.abs(value).toFixed(8)).join(','))
  } catch {
    return null
  }
}

function hasStorage(name: 'localStorage' | 'sessionStorage' | 'indexedDB'): boolean {
  try {
    return Boolean(window[name])
  } catch {
    return false
  }
}

function doNotTrack(): boolean {
  const legacy = window as Window & { doNotTrack?: string }
  return navigator.doNotTrack === '1' || legacy.doNotTrack === '1'
}

/** The position, only when the visitor has already allowed it: never a permission prompt. */
async function grantedGeolocation(timezone: string): Promise<FingerprintRequest['geolocation']> {
  if (!navigator.permissions || !navigator.geolocation) return null
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' })
    if (status.state !== 'granted') return null
  } catch {
    return null
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), GEOLOCATION_TIMEOUT_MS)
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        clearTimeout(timer)
        // About a kilometre: enough for a risk check, no street address.
        resolve({
          lat: Math.round(coords.latitude * 100) / 100,
          lon: Math.round(coords.longitude * 100) / 100,
          timezone,
        })
      },
      () => {
        clearTimeout(timer)
        resolve(null)
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 10 * 60_000, enableHighAccuracy: false },
    )
  })
}

async function collectFingerprint(): Promise<Fingerprint> {
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  const memory = (navigator as Navigator & { deviceMemory?: number }).deviceMemory
  const [canvas, audio] = await Promise.all([canvasHash(), audioHash()])
  const parts = {
    userAgent: navigator.userAgent.slice(0, 512),
    screenResolution: { width: window.screen.width, height: window.screen.height },
    timezone,
    language: navigator.language.slice(0, 35),
    platform: (navigator.platform ?? '').slice(0, 64),
    cpuCores: navigator.hardwareConcurrency ?? null,
    memory: typeof memory === 'number' ? memory : null,
    touchSupport: {
      maxTouchPoints: navigator.maxTouchPoints ?? 0,
      touchEvent: 'ontouchstart' in window,
    },
    webgl: webgl(),
    canvasHash: canvas,
    fonts: fonts(),
    audioHash: audio,
    plugins: Array.from(navigator.plugins ?? [], (plugin) => plugin.name.slice(0, 128)).slice(
      0,
      64,
    ),
    colorDepth: window.screen.colorDepth,
    pixelRatio: window.devicePixelRatio,
    storage: {
      localStorage: hasStorage('localStorage'),
      sessionStorage: hasStorage('sessionStorage'),
      indexedDB: hasStorage('indexedDB'),
      cookies: navigator.cookieEnabled,
    },
    doNotTrack: doNotTrack(),
    webdriver: navigator.webdriver === true,
  }
  return { hash: await sha256(JSON.stringify(parts)), ...parts }
}

function sessionId(): string {
  const stored = sessionStorage.getItem(SESSION_ID_KEY)
  if (stored) return stored
  const id = randomId()
  sessionStorage.setItem(SESSION_ID_KEY, id)
  return id
}

type FingerprintOutcome =
  | { kind: 'sent' }
  | { kind: 'alreadySent' }
  | { kind: 'blocked'; reason: string }
  | { kind: 'failed' }

/**
 * Collects and sends the fingerprint unless this visit already did. The caller checks analytical
 * consent first. Errors other than a block are logged only.
 */
export async function sendFingerprintOncePerVisit(): Promise<FingerprintOutcome> {
  try {
    if (sessionStorage.getItem(FINGERPRINT_SENT_KEY)) return { kind: 'alreadySent' }
    if (!crypto.subtle) {
      console.warn('Device fingerprint skipped: this page is not a secure context')
      return { kind: 'failed' }
    }
    const fingerprint = await collectFingerprint()
    localStorage.setItem(FINGERPRINT_STORAGE_KEY, fingerprint.hash)
    const body: FingerprintRequest = {
      fingerprint,
      securityCheck: assessRisk(fingerprint),
      geolocation: await grantedGeolocation(fingerprint.timezone),
      timestamp: new Date().toISOString(),
      sessionId: sessionId(),
    }
    const response = await fetch(FINGERPRINT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.status === 403) {
      const answer = (await response.json().catch(() => ({}))) as {
        blocked?: boolean
        reason?: string
      }
      if (answer.blocked) {
        sessionStorage.setItem(FINGERPRINT_SENT_KEY, new Date().toISOString())
        return { kind: 'blocked', reason: answer.reason ?? '' }
      }
    }
    if (!response.ok) {
      console.error(`Device fingerprint refused (${response.status})`)
      return { kind: 'failed' }
    }
    sessionStorage.setItem(FINGERPRINT_SENT_KEY, new Date().toISOString())
    return { kind: 'sent' }
  } catch (error) {
    console.error('Device fingerprint not sent', error)
    return { kind: 'failed' }
  }
}
