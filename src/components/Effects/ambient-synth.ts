/**
 * The four ambient sounds (docs/personalisation.md), synthesised with the Web Audio API from generated
 * noise, filters, slow modulations and random events, so that nothing is downloaded for them.
 * Kept whole: the four sounds share the noise, the look-ahead timer and the stop steps.
 */
import type { AmbientSoundType } from '@/lib/personalisation'

import { type Colour, dropBuffers, noiseBuffer } from './ambient-synth-noise'

export type AmbientSound = {
  /** Fades in from silence; the caller connects it to its own volume and destination. */
  output: AudioNode
  /** Fades out (0.3 s), then stops the sources, the timer and every node; harmless when called again. */
  stop(): void
}

/** The output's gain per type, so that the four sound about as loud. */
const LEVELS: Record<AmbientSoundType, number> = {
  forest: 0.57,
  rain: 0.34,
  ocean: 0.35,
  wind: 0.72,
}

const FADE_IN = 1
const FADE_OUT = 0.3
/** The timer's period and how far ahead of the audio clock it schedules (covers throttled tabs). */
const TICK_MS = 250
const LOOKAHEAD = 1.5

// --- The graph and its bookkeeping -----------------------------------------------------------------

/** An event's nodes, released when its last source ends. */
type Voice = { sources: AudioScheduledSourceNode[]; nodes: AudioNode[] }

type Graph = {
  ctx: BaseAudioContext
  t0: number
  /** Everything routed here reaches the output. */
  bus: GainNode
  sources: AudioScheduledSourceNode[]
  nodes: AudioNode[]
  voices: Set<Voice>
}

/** A stream of random events: `fire` schedules one at `t` and returns the wait until the next. */
type Stream = { next: number; fire: (t: number) => number }

const between = (min: number, max: number) => min + Math.random() * (max - min)
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T

function chain(...nodes: AudioNode[]): AudioNode {
  for (let i = 1; i < nodes.length; i++) nodes[i - 1]?.connect(nodes[i] as AudioNode)
  return nodes[nodes.length - 1] as AudioNode
}

function gain(g: Graph, value: number): GainNode {
  const node = g.ctx.createGain()
  node.gain.value = value
  g.nodes.push(node)
  return node
}

function filter(g: Graph, type: BiquadFilterType, frequency: number, q = Math.SQRT1_2, db = 0) {
  const node = g.ctx.createBiquadFilter()
  node.type = type
  node.frequency.value = frequency
  node.Q.value = q
  node.gain.value = db
  g.nodes.push(node)
  return node
}

const canPan = (ctx: BaseAudioContext) =>
  typeof (ctx as { createStereoPanner?: unknown }).createStereoPanner === 'function'

/** A stereo panner where the browser has one, a plain gain elsewhere. */
function panner(ctx: BaseAudioContext, pan: number): StereoPannerNode | GainNode {
  if (!canPan(ctx)) return ctx.createGain()
  const node = ctx.createStereoPanner()
  node.pan.value = pan
  return node
}

/** Looped noise, from a random point; stereo: two decorrelated copies, left and right. */
function noise(g: Graph, colour: Colour, stereo = false, rate = 1): AudioNode {
  const buffer = noiseBuffer(g.ctx, colour)
  const play = (offset: number, playbackRate: number) => {
    const source = g.ctx.createBufferSource()
    source.buffer = buffer
    source.loop = true
    source.playbackRate.value = playbackRate
    source.start(g.t0, offset % buffer.duration)
    g.sources.push(source)
    return source
  }
  const offset = Math.random() * buffer.duration
  const left = play(offset, rate)
  if (!stereo) return left
  // Half a loop apart, at a slightly different rate: the two sides never meet.
  const right = play(offset + buffer.duration * between(0.4, 0.6), rate * 0.9937)
  const merger = g.ctx.createChannelMerger(2)
  left.connect(merger, 0, 0)
  right.connect(merger, 0, 1)
  g.nodes.push(merger)
  return merger
}

/** A slow sine from a random phase, added to `param` (which keeps its own value as the centre). */
function lfo(g: Graph, param: AudioParam, frequency: number, depth: number) {
  const { ctx } = g
  const phase = Math.random() * 2 * Math.PI
  const oscillator = ctx.createOscillator()
  oscillator.setPeriodicWave(
    ctx.createPeriodicWave([0, Math.sin(phase)], [0, Math.cos(phase)], {
      disableNormalization: true,
    }),
  )
  oscillator.frequency.value = frequency
  const amount = gain(g, depth)
  oscillator.connect(amount).connect(param)
  oscillator.start(g.t0)
  g.sources.push(oscillator)
}

function addVoice(g: Graph, voice: Voice, last: AudioScheduledSourceNode) {
  g.voices.add(voice)
  last.onended = () => {
    release(voice.sources, voice.nodes)
    g.voices.delete(voice)
  }
}

function release(sources: AudioScheduledSourceNode[], nodes: AudioNode[]) {
  for (const node of [...sources, ...nodes]) {
    try {
      node.disconnect()
    } catch {
      // Already disconnected.
    }
  }
}

// --- Forest --------------------------------------------------------------------------------------

const birdKinds = ['chirps', 'whistle', 'trill', 'sweep', 'chirps', 'whistle', 'coo'] as const
type BirdKind = (typeof birdKinds)[number]

/** One call: a single oscillator (two for a trill), gated and swept, panned somewhere in the trees. */
function bird(g: Graph, t: number, kind: BirdKind, pan: number) {
  const { ctx } = g
  const pitch = between(0.85, 1.2)
  // Near or far.
  const level = kind === 'coo' ? between(0.1, 0.16) : between(0.07, 0.2)
  const oscillator = ctx.createOscillator()
  const envelope = ctx.createGain()
  const place = panner(ctx, pan)
  envelope.gain.value = 0
  oscillator.connect(envelope).connect(place).connect(g.bus)
  const voice: Voice = { sources: [oscillator], nodes: [envelope, place] }
  const frequency = oscillator.frequency
  const amp = envelope.gain
  frequency.setValueAtTime(3000 * pitch, t)
  amp.setValueAtTime(0, t)

  /** A note from f1 to f2; returns its end. */
  const note = (start: number, duration: number, f1: number, f2: number, attack = 0.012) => {
    frequency.setValueAtTime(f1, start)
    frequency.exponentialRampToValueAtTime(f2, start + duration)
    amp.setValueAtTime(0, start)
    amp.linearRampToValueAtTime(level, start + attack)
    amp.exponentialRampToValueAtTime(level * 0.01, start + duration)
    amp.linearRampToValueAtTime(0, start + duration + 0.008)
    return start + duration + 0.008
  }

  let end = t
  if (kind === 'chirps') {
    const down = Math.random() < 0.7
    const count = 2 + Math.floor(Math.random() * 4)
    const duration = between(0.045, 0.08)
    const gap = between(0.05, 0.11)
    let start = t
    for (let i = 0; i < count; i++) {
      const jitter = between(0.97, 1.03)
      const high = 4300 * pitch * jitter
      const low = 2800 * pitch * jitter
      end = note(start, duration, down ? high : low, down ? low : high, 0.008)
      start = end + gap
    }
  } else if (kind === 'whistle') {
    // "tee-tew", once to three times.
    const repeats = 1 + Math.floor(Math.random() * 3)
    let start = t
    for (let i = 0; i < repeats; i++) {
      end = note(start, 0.16, 3100 * pitch, 3250 * pitch, 0.02)
      end = note(end + 0.03, 0.22, 2450 * pitch, 2250 * pitch, 0.02)
      start = end + between(0.25, 0.45)
    }
  } else if (kind === 'trill') {
    const duration = between(0.45, 0.9)
    const wobble = ctx.createOscillator()
    const depth = ctx.createGain()
    wobble.frequency.value = between(22, 34)
    depth.gain.value = 380 * pitch
    wobble.connect(depth).connect(frequency)
    frequency.setValueAtTime(3600 * pitch, t)
    frequency.linearRampToValueAtTime(3250 * pitch, t + duration)
    amp.linearRampToValueAtTime(level * 0.8, t + 0.04)
    amp.linearRampToValueAtTime(level * 0.5, t + duration - 0.05)
    amp.linearRampToValueAtTime(0, t + duration)
    end = t + duration
    wobble.start(t)
    wobble.stop(end + 0.05)
    voice.sources.push(wobble)
    voice.nodes.push(depth)
  } else if (kind === 'sweep') {
    end = note(t, 0.28, 1900 * pitch, 3900 * pitch, 0.03)
    end = note(end + 0.04, 0.12, 3700 * pitch, 3000 * pitch)
  } else {
    // A distant dove: three soft, low hoots.
    let start = t
    for (const [duration, f] of [
      [0.3, 520],
      [0.45, 560],
      [0.3, 500],
    ] as const) {
      end = note(start, duration, f * pitch, f * pitch * 0.94, 0.08)
      start = end + 0.12
    }
  }
  oscillator.start(t)
  oscillator.stop(end + 0.05)
  addVoice(g, voice, oscillator)
}

/** Leaves rustling in gusts over a quiet canopy hum, and now and then a bird, left or right. */
function forest(g: Graph): Stream[] {
  // Leaves: pink noise, its amplitude shaken by slow brown noise (the rustle, kept within 0.1–1 by
  // a soft limiter), in gusts.
  const rustle = gain(g, 0.55)
  const limiter = g.ctx.createWaveShaper()
  const curve = new Float32Array(257)
  for (let i = 0; i < curve.length; i++) curve[i] = 0.45 * Math.tanh(2.5 * (i / 128 - 1))
  limiter.curve = curve
  g.nodes.push(limiter)
  chain(noise(g, 'brown', false, 1.7), filter(g, 'lowpass', 12), gain(g, 8), limiter).connect(
    rustle.gain,
  )
  const gust = gain(g, 0.5)
  chain(
    noise(g, 'pink', true),
    filter(g, 'highpass', 800),
    filter(g, 'lowpass', 6500),
    filter(g, 'peaking', 2600, 0.8, 3),
    rustle,
    gust,
    g.bus,
  )
  lfo(g, gust.gain, 0.061, 0.08)
  lfo(g, gust.gain, 0.023, 0.06)
  // The canopy's low hum.
  chain(
    noise(g, 'brown', true, 0.97),
    filter(g, 'highpass', 60),
    filter(g, 'lowpass', 420),
    gain(g, 0.2),
    g.bus,
  )

  const call = (t: number) => {
    const kind = pick(birdKinds)
    const pan = between(-0.8, 0.8)
    bird(g, t, kind, pan)
    // Sometimes another answers from elsewhere.
    if (Math.random() < 0.3) {
      bird(g, t + between(0.8, 1.8), pick(birdKinds), -pan * between(0.5, 1))
    }
  }
  return [
    {
      next: g.t0 + between(0.5, 2),
      fire: (t) => {
        gust.gain.setTargetAtTime(between(0.35, 0.8), t, between(0.6, 1.8))
        return between(3, 8)
      },
    },
    {
      next: g.t0 + between(0.8, 2.5),
      fire: (t) => {
        call(t)
        return between(2, 8)
      },
    },
  ]
}

// --- Rain ----------------------------------------------------------------------------------------

/** A steady bright hiss and patter, and single drops near by. */
function rain(g: Graph): Stream[] {
  const { ctx } = g
  const intensity = gain(g, 1)
  lfo(g, intensity.gain, 0.031, 0.1)
  lfo(g, intensity.gain, 0.113, 0.05)
  intensity.connect(g.bus)
  // The hiss of the many far drops.
  chain(
    noise(g, 'white', true),
    filter(g, 'highpass', 1200, 0.5),
    filter(g, 'lowpass', 9500, 0.5),
    filter(g, 'peaking', 4500, 0.7, 3),
    gain(g, 0.45),
    intensity,
  )
  // The patter, lower.
  chain(noise(g, 'pink', true), filter(g, 'bandpass', 1400, 0.6), gain(g, 0.45), intensity)
  // The downpour's body, far off.
  chain(
    noise(g, 'brown', true, 1.03),
    filter(g, 'highpass', 40),
    filter(g, 'lowpass', 300),
    gain(g, 0.22),
    intensity,
  )

  // Single drops near by, on five fixed positions (2 nodes per drop).
  const drops = dropBuffers(ctx)
  const places = [-0.85, -0.45, 0, 0.45, 0.85].map((pan) => {
    const node = panner(ctx, pan)
    node.connect(g.bus)
    g.nodes.push(node)
    return node
  })
  const drop = (t: number) => {
    const source = ctx.createBufferSource()
    source.buffer = pick(drops)
    source.playbackRate.value = between(0.75, 1.3)
    // Mostly small, a few loud.
    const level = ctx.createGain()
    level.gain.value = 0.15 + 0.85 * Math.random() ** 3
    source.connect(level).connect(pick(places))
    source.start(t)
    addVoice(g, { sources: [source], nodes: [level] }, source)
  }
  return [
    {
      next: g.t0 + between(0.05, 0.3),
      // Poisson, about 9 drops a second.
      fire: (t) => {
        drop(t)
        return Math.max(0.008, -Math.log(1 - Math.random()) / 9)
      },
    },
  ]
}

// --- Ocean ---------------------------------------------------------------------------------------

/** Dark noise through a low-pass whose cutoff and level swell in waves of 6 to 10 seconds. */
function ocean(g: Graph): Stream[] {
  const { ctx } = g
  const lowpass = filter(g, 'lowpass', 300, 0.6)
  const swell = gain(g, 0.3)
  const place = panner(ctx, 0)
  g.nodes.push(place)
  chain(noise(g, 'brown', true), filter(g, 'highpass', 55), lowpass)
  chain(noise(g, 'pink', true, 0.98), gain(g, 0.45), lowpass)
  chain(lowpass, swell, place, g.bus)
  lfo(g, lowpass.frequency, 0.021, 60)
  if ('pan' in place) lfo(g, place.pan, 0.027, 0.3)
  // Foam at each crest, quiet: the sea stays dark.
  const foam = gain(g, 0)
  chain(
    noise(g, 'white', true, 0.96),
    filter(g, 'highpass', 1800),
    filter(g, 'lowpass', 5000),
    foam,
  )
  foam.connect(place)
  // The undertow, always there.
  chain(
    noise(g, 'brown', true, 0.9),
    filter(g, 'highpass', 50),
    filter(g, 'lowpass', 180),
    gain(g, 0.3),
    g.bus,
  )

  return [
    {
      next: g.t0,
      fire: (t) => {
        const period = between(6, 10)
        const rise = period * between(0.3, 0.42)
        const fall = period - rise
        const strength = between(0.6, 1)
        lowpass.frequency.setTargetAtTime(450 + 1000 * strength, t, rise / 3)
        swell.gain.setTargetAtTime(0.55 + 0.45 * strength, t, rise / 3)
        foam.gain.setTargetAtTime(0.25 * strength, t + rise * 0.6, rise / 4)
        lowpass.frequency.setTargetAtTime(between(240, 320), t + rise, fall / 3)
        swell.gain.setTargetAtTime(between(0.2, 0.3), t + rise, fall / 2.5)
        foam.gain.setTargetAtTime(0, t + rise, fall / 5)
        return period
      },
    },
  ]
}

// --- Wind ----------------------------------------------------------------------------------------

/** Band-passed noise whose centre and level wander in gusts, with a faint whistle. */
function wind(g: Graph): Stream[] {
  const { ctx } = g
  const bandpass = filter(g, 'bandpass', 420, 0.9)
  const gust = gain(g, 0.5)
  const place = panner(ctx, 0)
  g.nodes.push(place)
  chain(noise(g, 'pink', true), bandpass, gust, place, g.bus)
  chain(
    noise(g, 'brown', true),
    filter(g, 'highpass', 50),
    filter(g, 'lowpass', 200),
    gain(g, 0.35),
  ).connect(gust)
  // A faint whistle: a narrow band that rises with the gusts.
  const whistleBand = filter(g, 'bandpass', 1100, 28)
  const whistle = gain(g, 0)
  chain(noise(g, 'white', false, 1.01), whistleBand, whistle, place)

  lfo(g, bandpass.frequency, 0.071, 70)
  lfo(g, bandpass.frequency, 0.173, 35)
  lfo(g, gust.gain, 0.047, 0.08)
  lfo(g, whistleBand.frequency, 0.13, 40)
  if ('pan' in place) lfo(g, place.pan, 0.037, 0.35)

  return [
    {
      next: g.t0 + between(0.2, 1),
      fire: (t) => {
        const strength = 0.2 + 0.8 * Math.random() ** 1.3
        const tau = between(0.8, 2.4)
        gust.gain.setTargetAtTime(0.2 + 0.8 * strength, t, tau)
        bandpass.frequency.setTargetAtTime(250 + 650 * strength, t, tau)
        whistleBand.frequency.setTargetAtTime(850 + 700 * strength, t, tau * 1.2)
        whistle.gain.setTargetAtTime(4 * strength * strength, t, tau)
        return between(2.5, 7.5)
      },
    },
  ]
}

const builders: Record<AmbientSoundType, (g: Graph) => Stream[]> = { forest, rain, ocean, wind }

// --- The sound -----------------------------------------------------------------------------------

/** An offline rendering has no clock to follow: its events are all scheduled at the start. */
const isOffline = (ctx: BaseAudioContext): ctx is OfflineAudioContext =>
  typeof OfflineAudioContext !== 'undefined' && ctx instanceof OfflineAudioContext

/** Fires every event due before `horizon`; late ones (a throttled tab) are skipped, not bunched. */
function pump(streams: Stream[], now: number, horizon: number, limit: number) {
  for (const stream of streams) {
    if (stream.next < now) stream.next = now + between(0.05, 0.3)
    for (let count = 0; stream.next < horizon && count < limit; count++) {
      stream.next += Math.max(0.005, stream.fire(stream.next))
    }
  }
}

/** An endless ambient sound of `type`; connect `output`, call `stop()` when done. */
export function createAmbientSound(ctx: BaseAudioContext, type: AmbientSoundType): AmbientSound {
  const t0 = ctx.currentTime
  const output = ctx.createGain()
  const bus = ctx.createGain()
  bus.connect(output)
  const g: Graph = { ctx, t0, bus, sources: [], nodes: [bus], voices: new Set() }
  const build = builders[type] ?? forest
  const streams = build(g)
  const level = LEVELS[type] ?? LEVELS.forest
  output.gain.setValueAtTime(0, t0)
  output.gain.linearRampToValueAtTime(level, t0 + FADE_IN)

  let timer: ReturnType<typeof setInterval> | undefined
  if (isOffline(ctx)) {
    // No clock to follow: the whole rendering's events at once.
    pump(streams, t0, ctx.length / ctx.sampleRate, 1e6)
  } else {
    const tick = () => {
      if (ctx.state === 'closed') {
        clearInterval(timer)
        return
      }
      pump(streams, ctx.currentTime, ctx.currentTime + LOOKAHEAD, 200)
    }
    tick()
    timer = setInterval(tick, TICK_MS)
  }

  let stopped = false
  return {
    output,
    stop() {
      if (stopped) return
      stopped = true
      clearInterval(timer)
      const now = ctx.currentTime
      const end = now + FADE_OUT
      const volume = output.gain
      try {
        volume.cancelScheduledValues(now)
        volume.setValueAtTime(volume.value, now)
        volume.linearRampToValueAtTime(0, end)
      } catch {
        // A closed context: nothing sounds anyway.
      }
      const voices = [...g.voices]
      for (const source of [...g.sources, ...voices.flatMap((voice) => voice.sources)]) {
        try {
          source.stop(end + 0.02)
        } catch {
          // Never started or already released.
        }
      }
      setTimeout(
        () => {
          release(g.sources, g.nodes)
          for (const voice of voices) release(voice.sources, voice.nodes)
          for (const voice of g.voices) release(voice.sources, voice.nodes)
          g.voices.clear()
          g.sources.length = 0
          g.nodes.length = 0
          output.disconnect()
        },
        (FADE_OUT + 0.1) * 1000,
      )
    },
  }
}
