/**
 * Particle effects: quiet decoration drawn on one full-viewport canvas behind the page's content,
 * when a reader switches them on (docs/personalisation.md). Seven kinds (`particleTypes`): forest
 * leaves, snow, stars, butterflies, magic sparkles, ocean bubbles and autumn leaves, drawn with
 * Canvas 2D paths, arcs, curves and gradients only (no images, nothing fetched), small, slow and
 * translucent so that they never compete with the text.
 *
 * Two halves:
 * - the motion, pure and deterministic once given a `random` (`createParticle`, `stepParticle`,
 *   `particleOpacity`, `clampCount`), tested in Node (tests/unit/particles.test.ts);
 * - the browser loop (`startParticles`): sizes the canvas given by the caller (fixed, inset 0,
 *   pointer-events none, below the content, aria-hidden; styled by the caller), and draws on each
 *   animation frame while the page is visible, the reader has not asked for reduced motion
 *   (`prefers-reduced-motion: reduce`) and the site's animations are not off
 *   (`<html data-animations="off">`). It follows changes of all three.
 * Kept whole: the seven kinds' drawing and motion with the loop that runs them; the pure half is
 * tested on its own.
 */
import {
  PARTICLE_COUNT_RANGE,
  particleTypes,
  THEME_DEFAULTS,
  type ParticleType,
} from '@/lib/personalisation'

/** One particle, a plain object; every length is in CSS pixels, every angle in radians. */
export type Particle = {
  type: ParticleType
  /** Centre, from the viewport's top left. */
  x: number
  y: number
  /** Drift in pixels per second (a butterfly's follows its heading and speed). */
  vx: number
  vy: number
  /** A leaf's half length, a flake's or bubble's radius, a wing's length, a star's core. */
  size: number
  /** Orientation; a butterfly's heading. */
  rotation: number
  /** Turning rate, per second. */
  spin: number
  /** A butterfly's speed, pixels per second. */
  speed: number
  /** The particle's own cycle: sway, twinkle, flap, tumble. */
  phase: number
  phaseSpeed: number
  /** Amplitude of the sideways sway, pixels per second. */
  sway: number
  /** Base opacity (see `particleOpacity` for the current one). */
  alpha: number
  /** Seconds since it (re)appeared, and (magic) how long it lives. */
  age: number
  lifespan: number
  color: string
  /** 0 or 1: a second shape (a maple leaf, a glowing star). */
  variant: number
}

export type ParticleOptions = { type: ParticleType; count: number }
export type ParticleController = {
  /** Changes the kind (a new set of particles) or the number (particles added or removed). */
  update(options: ParticleOptions): void
  /** Stops for good: no frame, no listener, an empty canvas. */
  stop(): void
}

/** The longest step: after a pause (a hidden tab, a slow frame) nothing jumps. */
export const MAX_STEP_SECONDS = 0.1
/** Device pixels per CSS pixel, at most (sharp enough for soft shapes, cheap on 3× screens). */
const MAX_PIXEL_RATIO = 2

const TAU = Math.PI * 2

/** Calm forest colours, readable on light and dark pages alike. */
const PALETTES: Record<ParticleType, readonly string[]> = {
  forest: ['#3f7d4e', '#6b9e5b', '#a3b86c', '#5e9a5f', '#87a95f'],
  snow: ['#ffffff', '#f3f8fc', '#e8f1f8'],
  stars: ['#fff3d1', '#f6e2a4', '#e9c977', '#e0b65a', '#d8ad55'],
  butterflies: ['#c9a66b', '#8fa8c8', '#b98a9e', '#d9c27a', '#9fb487', '#d49a6a'],
  magic: ['#f3dc8a', '#d9b84f', '#c9e7a0', '#9fcf7f', '#fff0b8'],
  ocean: ['#5aa6b8', '#3f8fa6', '#7cc4c9', '#4f9bb0', '#89c9d6'],
  autumn: ['#c8862d', '#b5532a', '#d9a036', '#9c4a25', '#c97a2c', '#a8642a'],
}

/** The right half of a maple leaf (x, y pairs), tip at (0, -1), mirrored for the left half. */
const MAPLE = [
  0.13, -0.6, 0.42, -0.8, 0.35, -0.38, 0.85, -0.46, 0.68, -0.13, 0.92, 0.12, 0.46, 0.15, 0.52, 0.44,
  0.13, 0.3, 0, 0.56,
]

/** A particle count within PARTICLE_COUNT_RANGE (rounded); anything unreadable gives the default. */
export function clampCount(n: unknown): number {
  const value =
    typeof n === 'number' ? n : typeof n === 'string' && n.trim() !== '' ? Number(n) : NaN
  if (!Number.isFinite(value)) return THEME_DEFAULTS.particleCount
  return Math.min(PARTICLE_COUNT_RANGE.max, Math.max(PARTICLE_COUNT_RANGE.min, Math.round(value)))
}

const between = (random: () => number, min: number, max: number) => min + random() * (max - min)
const pick = (list: readonly string[], r: number) =>
  list[Math.min(list.length - 1, Math.floor(r * list.length))] ?? '#ffffff'
const extent = (n: number) => (Number.isFinite(n) && n > 0 ? n : 1)
const wrapAngle = (a: number) => (a >= TAU || a < 0 ? ((a % TAU) + TAU) % TAU : a)

/** How far from its centre a particle is drawn: it respawns only once wholly out of sight. */
function reach(p: Particle): number {
  switch (p.type) {
    case 'stars':
      return p.size * (p.variant === 1 ? 5 : 1.5)
    case 'magic':
      return p.size * 5
    case 'butterflies':
      return p.size * 1.5
    case 'snow':
      return p.size * 1.6
    case 'ocean':
      return p.size + 1
    default:
      return p.size * 1.35
  }
}

/** A new particle of a kind, anywhere in the viewport (width × height, CSS pixels). */
export function createParticle(
  type: ParticleType,
  width: number,
  height: number,
  random: () => number,
): Particle {
  const w = extent(width)
  const h = extent(height)
  const p: Particle = {
    type,
    x: random() * w,
    y: random() * h,
    vx: 0,
    vy: 0,
    size: 2,
    rotation: random() * TAU,
    spin: 0,
    speed: 0,
    phase: random() * TAU,
    phaseSpeed: 1,
    sway: 0,
    alpha: between(random, 0.45, 0.7),
    age: 0,
    lifespan: 0,
    color: pick(PALETTES[type], random()),
    variant: 0,
  }
  switch (type) {
    case 'forest':
      p.size = between(random, 4, 6.5)
      p.vx = between(random, -3, 5)
      p.vy = between(random, 14, 26)
      p.spin = between(random, -0.7, 0.7)
      p.phaseSpeed = between(random, 0.6, 1.1)
      p.sway = between(random, 6, 14)
      break
    case 'snow':
      p.size = between(random, 1, 3)
      // Larger flakes are nearer: faster.
      p.vy = 10 + p.size * between(random, 6, 9)
      p.vx = between(random, -2, 3)
      p.phaseSpeed = between(random, 0.5, 1.1)
      p.sway = between(random, 3, 8)
      p.alpha = between(random, 0.55, 0.75)
      break
    case 'stars':
      p.variant = random() < 0.22 ? 1 : 0
      p.size = p.variant === 1 ? between(random, 1.3, 2) : between(random, 0.9, 1.6)
      p.phaseSpeed = between(random, 0.7, 2)
      p.spin = between(random, -0.15, 0.15)
      break
    case 'butterflies':
      p.size = between(random, 4, 6.5)
      p.speed = between(random, 16, 28)
      p.phaseSpeed = between(random, 7, 10)
      p.vx = Math.cos(p.rotation) * p.speed
      p.vy = Math.sin(p.rotation) * p.speed
      p.alpha = between(random, 0.5, 0.7)
      break
    case 'magic':
      p.size = between(random, 1.2, 2.4)
      p.vx = between(random, -6, 6)
      p.vy = between(random, -10, -2)
      p.lifespan = between(random, 3, 7)
      // Not all born together: they fade in and out out of step.
      p.age = random() * p.lifespan
      p.phaseSpeed = between(random, 2, 4)
      p.spin = between(random, -0.6, 0.6)
      p.alpha = between(random, 0.5, 0.7)
      break
    case 'ocean':
      p.size = between(random, 1.8, 5)
      p.vy = -(10 + p.size * between(random, 3, 5))
      p.phaseSpeed = between(random, 0.8, 1.6)
      p.sway = between(random, 3, 8)
      p.alpha = between(random, 0.4, 0.65)
      break
    case 'autumn':
      p.variant = random() < 0.5 ? 1 : 0
      p.size = between(random, 4, 6.5)
      p.vx = between(random, -4, 9)
      p.vy = between(random, 16, 30)
      p.spin = between(random, -1.3, 1.3)
      p.phaseSpeed = between(random, 0.8, 1.5)
      p.sway = between(random, 10, 22)
      p.alpha = between(random, 0.5, 0.7)
      break
  }
  return p
}

/** Brings a particle that left sideways in again on the other side. */
function wrapX(p: Particle, w: number, m: number) {
  if (p.x < -m) p.x = w + m
  else if (p.x > w + m) p.x = -m
}

/**
 * Moves a particle by one step (seconds, at most MAX_STEP_SECONDS; anything else but a positive
 * number moves nothing). One that leaves the viewport comes back where its kind enters: leaves and
 * snow at the top, bubbles at the bottom, butterflies on the opposite side; stars stay and twinkle;
 * sparkles appear somewhere new after fading out.
 */
export function stepParticle(
  p: Particle,
  dtSeconds: number,
  width: number,
  height: number,
  random: () => number,
): void {
  const dt = Number.isFinite(dtSeconds) ? Math.min(MAX_STEP_SECONDS, Math.max(0, dtSeconds)) : 0
  if (dt === 0) return
  const w = extent(width)
  const h = extent(height)
  const m = reach(p) + 2
  p.phase = wrapAngle(p.phase + p.phaseSpeed * dt)
  p.age += dt
  switch (p.type) {
    case 'forest':
    case 'snow':
    case 'autumn': {
      const sway = Math.sin(p.phase) * p.sway
      p.x += (p.vx + sway) * dt
      p.y += p.vy * dt
      // A leaf turns with its sway, as if carried.
      p.rotation = wrapAngle(p.rotation + (p.spin + sway * 0.03) * dt)
      if (p.y > h + m) {
        p.y = -m
        p.x = random() * w
      }
      wrapX(p, w, m)
      break
    }
    case 'ocean':
      p.x += Math.cos(p.phase) * p.sway * dt
      p.y += p.vy * dt
      if (p.y < -m) {
        p.y = h + m
        p.x = random() * w
      }
      wrapX(p, w, m)
      break
    case 'stars':
      p.rotation = wrapAngle(p.rotation + p.spin * dt)
      // Only a smaller viewport moves them: back into sight.
      if (p.x < 0 || p.x > w || p.y < 0 || p.y > h) {
        p.x = random() * w
        p.y = random() * h
      }
      break
    case 'butterflies': {
      // A wandering heading: the turning rate drifts at random and eases back.
      p.spin += (random() - 0.5) * 8 * dt
      p.spin -= p.spin * 0.6 * dt
      p.spin = Math.max(-1.2, Math.min(1.2, p.spin))
      p.rotation = wrapAngle(p.rotation + p.spin * dt)
      p.vx = Math.cos(p.rotation) * p.speed
      // Each wing beat lifts it a little.
      p.vy = Math.sin(p.rotation) * p.speed - Math.cos(p.phase) * p.speed * 0.35
      p.x += p.vx * dt
      p.y += p.vy * dt
      wrapX(p, w, m)
      if (p.y < -m) p.y = h + m
      else if (p.y > h + m) p.y = -m
      break
    }
    case 'magic':
      p.rotation = wrapAngle(p.rotation + p.spin * dt)
      p.x += (p.vx + Math.sin(p.age * 0.9 + p.lifespan) * 4) * dt
      p.y += p.vy * dt
      if (p.age >= p.lifespan || p.x < -m || p.x > w + m || p.y < -m || p.y > h + m) {
        p.x = random() * w
        p.y = random() * h
        p.age = 0
        p.lifespan = between(random, 3, 7)
      }
      break
  }
}

/** The opacity a particle is drawn with now: stars twinkle, sparkles fade in and out. */
export function particleOpacity(p: Particle): number {
  if (p.type === 'stars') {
    const twinkle = 0.5 + 0.5 * Math.sin(p.phase)
    const flicker = 0.75 + 0.25 * Math.sin(2 * p.phase + p.size * 3)
    return p.alpha * (0.35 + 0.65 * twinkle * flicker)
  }
  if (p.type === 'magic') {
    const life = p.lifespan > 0 ? Math.min(1, Math.max(0, p.age / p.lifespan)) : 0
    return p.alpha * Math.sin(Math.PI * life) * (0.75 + 0.25 * Math.sin(p.phase))
  }
  return p.alpha
}

// ---------------------------------------------------------------------------------------------
// Drawing: each shape in its own unit square, placed by one transform (no per-frame objects but
// the gradients, made once per colour).

type Gradients = { glow: Map<string, CanvasGradient>; flake: Map<string, CanvasGradient> }

function rgba(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1, 7), 16)
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`
}

function glowOf(ctx: CanvasRenderingContext2D, cache: Gradients, color: string): CanvasGradient {
  let g = cache.glow.get(color)
  if (!g) {
    g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1)
    g.addColorStop(0, rgba(color, 0.9))
    g.addColorStop(0.25, rgba(color, 0.45))
    g.addColorStop(1, rgba(color, 0))
    cache.glow.set(color, g)
  }
  return g
}

function flakeOf(ctx: CanvasRenderingContext2D, cache: Gradients, color: string): CanvasGradient {
  let g = cache.flake.get(color)
  if (!g) {
    g = ctx.createRadialGradient(0, 0, 0, 0, 0, 1)
    g.addColorStop(0, rgba(color, 1))
    g.addColorStop(0.4, rgba(color, 0.85))
    // A cool rim: the flake still shows on a white page.
    g.addColorStop(0.72, 'rgba(176, 198, 216, 0.4)')
    g.addColorStop(1, 'rgba(176, 198, 216, 0)')
    cache.flake.set(color, g)
  }
  return g
}

/** Scale (sx, sy), then rotate, then move to (x, y): one transform, device pixels included. */
function place(
  ctx: CanvasRenderingContext2D,
  ratio: number,
  x: number,
  y: number,
  angle: number,
  sx: number,
  sy: number,
) {
  const c = Math.cos(angle) * ratio
  const s = Math.sin(angle) * ratio
  ctx.setTransform(c * sx, s * sx, -s * sy, c * sy, x * ratio, y * ratio)
}

/** A four-pointed sparkle, points at distance 1. */
function sparklePath(ctx: CanvasRenderingContext2D) {
  ctx.beginPath()
  ctx.moveTo(0, -1)
  ctx.quadraticCurveTo(0.12, -0.12, 1, 0)
  ctx.quadraticCurveTo(0.12, 0.12, 0, 1)
  ctx.quadraticCurveTo(-0.12, 0.12, -1, 0)
  ctx.quadraticCurveTo(-0.12, -0.12, 0, -1)
  ctx.closePath()
}

/** A leaf, tip at (0, -1), base at (0, 1), with a light midrib and a short stalk. */
function drawLeaf(ctx: CanvasRenderingContext2D, color: string, width: number, opacity: number) {
  ctx.beginPath()
  ctx.moveTo(0, -1)
  ctx.bezierCurveTo(width, -0.55, width * 0.9, 0.5, 0, 1)
  ctx.bezierCurveTo(-width * 0.9, 0.5, -width, -0.55, 0, -1)
  ctx.fillStyle = color
  ctx.fill()
  ctx.lineWidth = 0.1
  ctx.beginPath()
  ctx.moveTo(0, 1)
  ctx.lineTo(0.04, 1.3)
  ctx.strokeStyle = color
  ctx.stroke()
  ctx.globalAlpha = opacity * 0.5
  ctx.beginPath()
  ctx.moveTo(0, -0.7)
  ctx.lineTo(0, 0.9)
  ctx.strokeStyle = '#f4f1dc'
  ctx.stroke()
}

function drawMaple(ctx: CanvasRenderingContext2D, color: string) {
  ctx.beginPath()
  ctx.moveTo(0, -1)
  for (let i = 0; i < MAPLE.length; i += 2) ctx.lineTo(MAPLE[i] ?? 0, MAPLE[i + 1] ?? 0)
  for (let i = MAPLE.length - 4; i >= 0; i -= 2) ctx.lineTo(-(MAPLE[i] ?? 0), MAPLE[i + 1] ?? 0)
  ctx.closePath()
  ctx.fillStyle = color
  ctx.fill()
  ctx.lineWidth = 0.09
  ctx.beginPath()
  ctx.moveTo(0, 0.5)
  ctx.lineTo(0.03, 1.05)
  ctx.strokeStyle = color
  ctx.stroke()
}

/** One side's pair of wings (side = ±1 times how open they are). */
function wings(ctx: CanvasRenderingContext2D, k: number) {
  ctx.moveTo(0, -0.2)
  ctx.bezierCurveTo(k * 0.45, -1.05, k * 1.3, -0.95, k * 1.05, -0.2)
  ctx.bezierCurveTo(k * 0.95, 0.02, k * 0.45, 0.05, 0, 0)
  ctx.moveTo(0, 0.02)
  ctx.bezierCurveTo(k * 0.8, 0.02, k * 0.9, 0.62, k * 0.5, 0.78)
  ctx.bezierCurveTo(k * 0.22, 0.9, k * 0.06, 0.45, 0, 0.2)
}

function drawParticle(ctx: CanvasRenderingContext2D, p: Particle, ratio: number, cache: Gradients) {
  const opacity = particleOpacity(p)
  if (opacity <= 0.01) return
  ctx.globalAlpha = opacity
  switch (p.type) {
    case 'forest': {
      // A gentle turn towards and away from the eye.
      const turn = 0.7 + 0.3 * Math.cos(p.phase)
      place(ctx, ratio, p.x, p.y, p.rotation, p.size * turn, p.size)
      drawLeaf(ctx, p.color, 0.62, opacity)
      break
    }
    case 'autumn': {
      // Tumbling: the leaf flips over as it falls.
      const turn = Math.cos(p.phase)
      place(ctx, ratio, p.x, p.y, p.rotation, p.size * turn, p.size)
      if (p.variant === 1) drawMaple(ctx, p.color)
      else drawLeaf(ctx, p.color, 0.78, opacity)
      break
    }
    case 'snow': {
      const r = p.size * 1.6
      place(ctx, ratio, p.x, p.y, 0, r, r)
      ctx.beginPath()
      ctx.arc(0, 0, 1, 0, TAU)
      ctx.fillStyle = flakeOf(ctx, cache, p.color)
      ctx.fill()
      break
    }
    case 'stars': {
      if (p.variant === 1) {
        const r = p.size * 5
        ctx.globalAlpha = opacity * 0.55
        place(ctx, ratio, p.x, p.y, 0, r, r)
        ctx.beginPath()
        ctx.arc(0, 0, 1, 0, TAU)
        ctx.fillStyle = glowOf(ctx, cache, p.color)
        ctx.fill()
        ctx.globalAlpha = opacity
        const s = p.size * 2.8
        place(ctx, ratio, p.x, p.y, p.rotation, s, s)
        sparklePath(ctx)
        ctx.fillStyle = p.color
        ctx.fill()
      }
      place(ctx, ratio, p.x, p.y, 0, p.size, p.size)
      ctx.beginPath()
      ctx.arc(0, 0, 1, 0, TAU)
      ctx.fillStyle = p.color
      ctx.fill()
      break
    }
    case 'butterflies': {
      const open = 0.18 + 0.82 * Math.abs(Math.cos(p.phase))
      place(ctx, ratio, p.x, p.y, p.rotation + Math.PI / 2, p.size, p.size)
      ctx.beginPath()
      wings(ctx, open)
      wings(ctx, -open)
      ctx.fillStyle = p.color
      ctx.fill()
      ctx.fillStyle = '#4a4036'
      ctx.beginPath()
      ctx.ellipse(0, 0.08, 0.09, 0.55, 0, 0, TAU)
      ctx.fill()
      ctx.globalAlpha = opacity * 0.7
      ctx.beginPath()
      ctx.moveTo(0, -0.45)
      ctx.quadraticCurveTo(0.05, -0.8, 0.28, -1)
      ctx.moveTo(0, -0.45)
      ctx.quadraticCurveTo(-0.05, -0.8, -0.28, -1)
      ctx.lineWidth = 0.06
      ctx.strokeStyle = '#4a4036'
      ctx.stroke()
      break
    }
    case 'magic': {
      const r = p.size * 5
      place(ctx, ratio, p.x, p.y, 0, r, r)
      ctx.beginPath()
      ctx.arc(0, 0, 1, 0, TAU)
      ctx.fillStyle = glowOf(ctx, cache, p.color)
      ctx.fill()
      const s = p.size * (1.6 + 0.4 * Math.sin(p.phase))
      place(ctx, ratio, p.x, p.y, p.rotation, s, s)
      sparklePath(ctx)
      ctx.fillStyle = p.color
      ctx.fill()
      break
    }
    case 'ocean': {
      place(ctx, ratio, p.x, p.y, 0, p.size, p.size)
      ctx.beginPath()
      ctx.arc(0, 0, 1, 0, TAU)
      ctx.globalAlpha = opacity * 0.22
      ctx.fillStyle = p.color
      ctx.fill()
      ctx.globalAlpha = opacity
      ctx.lineWidth = Math.min(0.35, 0.9 / p.size)
      ctx.strokeStyle = p.color
      ctx.stroke()
      ctx.beginPath()
      ctx.arc(0, 0, 0.6, Math.PI * 1.08, Math.PI * 1.45)
      ctx.lineWidth = 0.2
      ctx.lineCap = 'round'
      ctx.strokeStyle = '#ffffff'
      ctx.stroke()
      ctx.lineCap = 'butt'
      break
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The browser loop.

const isParticleType = (value: unknown): value is ParticleType =>
  particleTypes.includes(value as ParticleType)

/** Zero (or less) means none; anything else is clamped. */
const wantedCount = (n: unknown) => (typeof n === 'number' && n <= 0 ? 0 : clampCount(n))

/**
 * Draws particles on `canvas` (created and styled by the caller) until `stop()`. Sizes it to the
 * viewport (device pixel ratio at most 2) and follows resizing; runs no frame while the page is
 * hidden, while reduced motion is asked for, or while `<html data-animations="off">`.
 */
export function startParticles(
  canvas: HTMLCanvasElement,
  options: ParticleOptions,
): ParticleController {
  const ctx = typeof window === 'undefined' ? null : canvas.getContext('2d')
  if (!ctx) return { update() {}, stop() {} }

  const root = document.documentElement
  const motion =
    typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-reduced-motion: reduce)')
      : null
  const cache: Gradients = { glow: new Map(), flake: new Map() }
  const random = Math.random

  let type: ParticleType = isParticleType(options.type) ? options.type : THEME_DEFAULTS.particleType
  let count = wantedCount(options.count)
  let particles: Particle[] = []
  let width = 0
  let height = 0
  let ratio = 1
  let frame: number | null = null
  let last: number | null = null
  let stopped = false

  const clear = () => {
    ctx.setTransform(1, 0, 0, 1, 0, 0)
    ctx.clearRect(0, 0, canvas.width, canvas.height)
  }

  const resize = () => {
    const w = root.clientWidth || window.innerWidth
    const h = root.clientHeight || window.innerHeight
    const dpr = window.devicePixelRatio > 0 ? window.devicePixelRatio : 1
    const r = Math.min(MAX_PIXEL_RATIO, dpr)
    if (w === width && h === height && r === ratio) return
    if (width > 0 && height > 0) {
      // Keep the scene: everyone moves in proportion.
      for (const p of particles) {
        p.x *= w / width
        p.y *= h / height
      }
    }
    width = w
    height = h
    ratio = r
    canvas.width = Math.max(1, Math.round(w * r))
    canvas.height = Math.max(1, Math.round(h * r))
    canvas.style.width = `${w}px`
    canvas.style.height = `${h}px`
    if (frame !== null) draw()
  }

  const populate = () => {
    if (particles.length > count) particles.length = count
    while (particles.length < count) particles.push(createParticle(type, width, height, random))
  }

  const draw = () => {
    clear()
    for (const p of particles) drawParticle(ctx, p, ratio, cache)
    ctx.globalAlpha = 1
  }

  const tick = (now: number) => {
    frame = window.requestAnimationFrame(tick)
    const dt = last === null ? 0 : (now - last) / 1000
    last = now
    if (dt > 0) for (const p of particles) stepParticle(p, dt, width, height, random)
    draw()
  }

  const shouldRun = () =>
    !stopped &&
    count > 0 &&
    document.visibilityState !== 'hidden' &&
    !(motion?.matches ?? false) &&
    root.getAttribute('data-animations') !== 'off'

  const sync = () => {
    if (shouldRun()) {
      if (frame === null) {
        last = null
        frame = window.requestAnimationFrame(tick)
      }
      return
    }
    if (frame !== null) {
      window.cancelAnimationFrame(frame)
      frame = null
    }
    clear()
  }

  const observer =
    typeof MutationObserver === 'undefined' ? null : new MutationObserver(() => sync())
  observer?.observe(root, { attributes: true, attributeFilter: ['data-animations'] })
  window.addEventListener('resize', resize)
  document.addEventListener('visibilitychange', sync)
  motion?.addEventListener('change', sync)

  resize()
  populate()
  sync()

  return {
    update(next) {
      if (stopped) return
      const nextType = isParticleType(next.type) ? next.type : type
      if (nextType !== type) {
        type = nextType
        particles = []
      }
      count = wantedCount(next.count)
      populate()
      sync()
    },
    stop() {
      if (stopped) return
      stopped = true
      if (frame !== null) window.cancelAnimationFrame(frame)
      frame = null
      observer?.disconnect()
      window.removeEventListener('resize', resize)
      document.removeEventListener('visibilitychange', sync)
      motion?.removeEventListener('change', sync)
      particles = []
      clear()
    },
  }
}
