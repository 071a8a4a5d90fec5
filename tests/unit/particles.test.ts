import { describe, expect, it } from 'vitest'

import {
  clampCount,
  createParticle,
  MAX_STEP_SECONDS,
  particleOpacity,
  stepParticle,
  type Particle,
} from '@/components/Effects/particles'
import { PARTICLE_COUNT_RANGE, particleTypes, THEME_DEFAULTS } from '@/lib/personalisation'
import { seededRandom } from '@/lib/platform/utils/seeded-random'

const W = 320
const H = 240
/** Generous: the largest glow reaches about 12 px beyond a particle's centre. */
const MARGIN = 40

const numericFields = (p: Particle) =>
  Object.entries(p).filter((entry): entry is [string, number] => typeof entry[1] === 'number')

const distance = (a: Particle, b: Particle) => Math.hypot(a.x - b.x, a.y - b.y)

describe.each(particleTypes)('particles: %s', (type) => {
  it('starts inside the viewport, with a positive size and a colour', () => {
    const random = seededRandom(7)
    for (let i = 0; i < 200; i += 1) {
      const p = createParticle(type, W, H, random)
      expect(p.type).toBe(type)
      expect(p.x).toBeGreaterThanOrEqual(0)
      expect(p.x).toBeLessThanOrEqual(W)
      expect(p.y).toBeGreaterThanOrEqual(0)
      expect(p.y).toBeLessThanOrEqual(H)
      expect(p.size).toBeGreaterThan(0)
      expect(p.size).toBeLessThan(10)
      expect(p.alpha).toBeGreaterThanOrEqual(0.35)
      expect(p.alpha).toBeLessThanOrEqual(0.8)
      expect(p.color).toMatch(/^#[0-9a-f]{6}$/)
    }
  })

  it('stays in (or comes back into) sight over a long run, with finite numbers', () => {
    const random = seededRandom(42)
    const particles = Array.from({ length: 30 }, () => createParticle(type, W, H, random))
    const start = particles.map((p) => ({ ...p }))
    for (let step = 0; step < 2000; step += 1) {
      for (const p of particles) stepParticle(p, 1 / 60, W, H, random)
    }
    for (const p of particles) {
      for (const [field, value] of numericFields(p)) {
        expect(Number.isFinite(value), `${field} = ${value}`).toBe(true)
      }
      expect(p.x).toBeGreaterThanOrEqual(-MARGIN)
      expect(p.x).toBeLessThanOrEqual(W + MARGIN)
      expect(p.y).toBeGreaterThanOrEqual(-MARGIN)
      expect(p.y).toBeLessThanOrEqual(H + MARGIN)
      expect(particleOpacity(p)).toBeGreaterThanOrEqual(0)
      expect(particleOpacity(p)).toBeLessThanOrEqual(0.8)
    }
    // Everything but the stars moved.
    const moved = particles.filter((p, i) => distance(p, start[i] as Particle) > 1).length
    expect(moved).toBe(type === 'stars' ? 0 : particles.length)
  })

  it('caps a long step (after a pause) at a short one', () => {
    const a = createParticle(type, W, H, seededRandom(3))
    a.x = W / 2
    a.y = H / 2
    const b = { ...a }
    const origin = { ...a }
    stepParticle(a, 10, W, H, seededRandom(9))
    stepParticle(b, MAX_STEP_SECONDS, W, H, seededRandom(9))
    expect(a).toEqual(b)
    // Calm speeds: a tenth of a second is a few pixels, never a jump across the page.
    expect(distance(a, origin)).toBeLessThanOrEqual(6)
    if (type !== 'stars') expect(distance(a, origin)).toBeGreaterThan(0)
  })

  it('does not move on a zero, negative or unreadable step', () => {
    const p = createParticle(type, W, H, seededRandom(5))
    const before = { ...p }
    for (const dt of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      stepParticle(p, dt, W, H, seededRandom(1))
    }
    expect(p).toEqual(before)
  })
})

describe('where particles come back', () => {
  it.each(['forest', 'snow', 'autumn'] as const)('%s falls and re-enters at the top', (type) => {
    const random = seededRandom(11)
    const p = createParticle(type, W, H, random)
    p.y = H / 2
    const y = p.y
    stepParticle(p, 0.05, W, H, random)
    expect(p.y).toBeGreaterThan(y)
    p.y = H + MARGIN
    stepParticle(p, 0.05, W, H, random)
    expect(p.y).toBeLessThan(0)
    expect(p.x).toBeGreaterThanOrEqual(0)
    expect(p.x).toBeLessThanOrEqual(W)
  })

  it('ocean bubbles rise and re-enter at the bottom', () => {
    const random = seededRandom(12)
    const p = createParticle('ocean', W, H, random)
    p.y = H / 2
    stepParticle(p, 0.05, W, H, random)
    expect(p.y).toBeLessThan(H / 2)
    p.y = -MARGIN
    stepParticle(p, 0.05, W, H, random)
    expect(p.y).toBeGreaterThan(H)
  })

  it('a butterfly leaving on one side comes back on the other', () => {
    const random = seededRandom(13)
    const p = createParticle('butterflies', W, H, random)
    p.x = W + MARGIN
    p.y = H / 2
    p.rotation = 0
    stepParticle(p, 0.05, W, H, random)
    expect(p.x).toBeLessThan(0)
  })

  it('stars stay where they are and twinkle', () => {
    const random = seededRandom(14)
    const p = createParticle('stars', W, H, random)
    const { x, y } = p
    const seen = new Set<number>()
    for (let i = 0; i < 300; i += 1) {
      stepParticle(p, 1 / 30, W, H, random)
      seen.add(Math.round(particleOpacity(p) * 100))
    }
    expect([p.x, p.y]).toEqual([x, y])
    expect(seen.size).toBeGreaterThan(10)
  })

  it('stars outside a smaller viewport come back into it', () => {
    const random = seededRandom(15)
    const p = createParticle('stars', 1000, 800, random)
    p.x = 900
    p.y = 700
    stepParticle(p, 1 / 60, W, H, random)
    expect(p.x).toBeLessThanOrEqual(W)
    expect(p.y).toBeLessThanOrEqual(H)
  })

  it('magic sparkles fade out, then appear again elsewhere', () => {
    const random = seededRandom(16)
    const p = createParticle('magic', W, H, random)
    p.age = 0
    expect(particleOpacity(p)).toBe(0)
    p.age = p.lifespan / 2
    expect(particleOpacity(p)).toBeGreaterThan(0.2)
    p.age = p.lifespan - 0.01
    const { x, y } = p
    stepParticle(p, 0.05, W, H, random)
    expect(p.age).toBe(0)
    expect(particleOpacity(p)).toBe(0)
    expect(Math.hypot(p.x - x, p.y - y)).toBeGreaterThan(1)
  })
})

describe('clampCount', () => {
  it.each([
    [PARTICLE_COUNT_RANGE.min - 4, PARTICLE_COUNT_RANGE.min],
    [-20, PARTICLE_COUNT_RANGE.min],
    [PARTICLE_COUNT_RANGE.max + 1, PARTICLE_COUNT_RANGE.max],
    [10_000, PARTICLE_COUNT_RANGE.max],
    [40, 40],
    [12.6, 13],
    ['60', 60],
    [' 7 ', 7],
  ])('%j → %d', (input, expected) => {
    expect(clampCount(input)).toBe(expected)
  })

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 'many', '', null, undefined, {}, true])(
    'falls back to the default for %j',
    (input) => {
      expect(clampCount(input)).toBe(THEME_DEFAULTS.particleCount)
      expect(THEME_DEFAULTS.particleCount).toBe(25)
    },
  )
})
