/**
 * The raw material of the ambient sounds (ambient-synth.ts): seeded noise of three colours and a few
 * rain drops, computed once per audio context, so every visit hears the same loops.
 */
import { seededRandom } from '@/lib/platform/utils/seeded-random'

export type Colour = 'white' | 'pink' | 'brown'

/** Different lengths, so layers of different colours never repeat together. */
const LOOP_SECONDS: Record<Colour, number> = { white: 4.3, pink: 6.1, brown: 7.7 }
const SEEDS: Record<Colour, number> = { white: 0x9e3779b9, pink: 0x85ebca6b, brown: 0xc2b2ae35 }
/** Each buffer's RMS: the layers' gains in ambient-synth.ts are relative to it. */
const NOISE_RMS = 0.3

type Bank = { noise: Partial<Record<Colour, AudioBuffer>>; drops: AudioBuffer[] | null }

const banks = new WeakMap<BaseAudioContext, Bank>()

function bankOf(ctx: BaseAudioContext): Bank {
  let bank = banks.get(ctx)
  if (!bank) {
    bank = { noise: {}, drops: null }
    banks.set(ctx, bank)
  }
  return bank
}

function fillNoise(out: Float32Array, colour: Colour, random: () => number) {
  // Pink: Paul Kellet's filter; brown: a leaky integrator.
  let b0 = 0
  let b1 = 0
  let b2 = 0
  let b3 = 0
  let b4 = 0
  let b5 = 0
  let b6 = 0
  let brown = 0
  for (let i = 0; i < out.length; i++) {
    const white = random() * 2 - 1
    if (colour === 'white') {
      out[i] = white
    } else if (colour === 'pink') {
      b0 = 0.99886 * b0 + white * 0.0555179
      b1 = 0.99332 * b1 + white * 0.0750759
      b2 = 0.969 * b2 + white * 0.153852
      b3 = 0.8665 * b3 + white * 0.3104856
      b4 = 0.55 * b4 + white * 0.5329522
      b5 = -0.7616 * b5 - white * 0.016898
      out[i] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + white * 0.5362
      b6 = white * 0.115926
    } else {
      brown = (brown + 0.02 * white) / 1.02
      out[i] = brown
    }
  }
}

/** A mono noise buffer whose end runs into its start without a seam (an equal-power crossfade). */
export function noiseBuffer(ctx: BaseAudioContext, colour: Colour): AudioBuffer {
  const bank = bankOf(ctx)
  const cached = bank.noise[colour]
  if (cached) return cached
  const rate = ctx.sampleRate
  const length = Math.round(LOOP_SECONDS[colour] * rate)
  const fade = Math.round(0.1 * rate)
  const raw = new Float32Array(length + fade)
  fillNoise(raw, colour, seededRandom(SEEDS[colour]))
  let sum = 0
  for (let i = 0; i < raw.length; i++) sum += raw[i] ?? 0
  const mean = sum / raw.length
  let power = 0
  for (let i = 0; i < raw.length; i++) {
    const value = (raw[i] ?? 0) - mean
    raw[i] = value
    power += value * value
  }
  const scale = NOISE_RMS / Math.sqrt(power / raw.length || 1)
  const buffer = ctx.createBuffer(1, length, rate)
  const data = buffer.getChannelData(0)
  for (let i = 0; i < length; i++) {
    let value = raw[i] ?? 0
    if (i < fade) {
      const angle = (i / fade) * (Math.PI / 2)
      value = value * Math.sin(angle) + (raw[length + i] ?? 0) * Math.cos(angle)
    }
    data[i] = value * scale
  }
  bank.noise[colour] = buffer
  return buffer
}

/** A handful of rain drops: a tiny bright click, most with a small rising bubble after it. */
export function dropBuffers(ctx: BaseAudioContext): AudioBuffer[] {
  const bank = bankOf(ctx)
  if (bank.drops) return bank.drops
  const rate = ctx.sampleRate
  const random = seededRandom(0x27d4eb2f)
  const length = Math.round(0.07 * rate)
  const drops: AudioBuffer[] = []
  for (let k = 0; k < 8; k++) {
    const buffer = ctx.createBuffer(1, length, rate)
    const data = buffer.getChannelData(0)
    const clickTau = 0.0006 + random() * 0.0012
    const bubble = random() < 0.65
    const f0 = 1300 + random() * 3200
    const tau = 0.005 + random() * 0.013
    let phase = 0
    let previous = 0
    let peak = 0
    for (let i = 0; i < length; i++) {
      const t = i / rate
      const white = random() * 2 - 1
      // Differenced noise is brighter; the envelope makes it a click.
      let value = (white - previous) * 0.5 * Math.exp(-t / clickTau)
      previous = white
      if (bubble) {
        const frequency = f0 * (1 + 0.5 * (1 - Math.exp(-t / 0.012)))
        phase += (2 * Math.PI * frequency) / rate
        value += 0.7 * Math.sin(phase) * Math.exp(-t / tau) * (1 - Math.exp(-t / 0.0004))
      }
      data[i] = value
      peak = Math.max(peak, Math.abs(value))
    }
    for (let i = 0; i < length; i++) data[i] = (data[i] ?? 0) / (peak || 1)
    drops.push(buffer)
  }
  bank.drops = drops
  return drops
}
