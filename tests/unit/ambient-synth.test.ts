/**
 * The ambient synthesiser (src/components/Effects/ambient-synth.ts) against a small fake Web Audio
 * graph: what each sound builds and connects, the fades, the events it schedules ahead of the clock,
 * and what `stop()` releases; and the seeded noise it is made of (ambient-synth-noise.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createAmbientSound } from '@/components/Effects/ambient-synth'
import { dropBuffers, noiseBuffer } from '@/components/Effects/ambient-synth-noise'
import { ambientSoundTypes, type AmbientSoundType } from '@/lib/personalisation'
import { seededRandom } from '@/lib/platform/utils/seeded-random'

type Call = { method: string; args: number[] }

class FakeParam {
  calls: Call[] = []
  constructor(
    readonly owner: FakeNode,
    public value = 0,
  ) {}
  private record(method: string, ...args: number[]) {
    for (const arg of args) if (!Number.isFinite(arg)) throw new TypeError(`${method}: ${arg}`)
    this.calls.push({ method, args })
    return this
  }
  setValueAtTime(value: number, time: number) {
    return this.record('setValueAtTime', value, time)
  }
  linearRampToValueAtTime(value: number, time: number) {
    return this.record('linearRampToValueAtTime', value, time)
  }
  exponentialRampToValueAtTime(value: number, time: number) {
    // The Web Audio API throws on a target of 0 here.
    if (value === 0) throw new RangeError('exponential ramp to 0')
    return this.record('exponentialRampToValueAtTime', value, time)
  }
  setTargetAtTime(value: number, time: number, constant: number) {
    return this.record('setTargetAtTime', value, time, constant)
  }
  cancelScheduledValues(time: number) {
    return this.record('cancelScheduledValues', time)
  }
}

class FakeNode {
  outputs: (FakeNode | FakeParam)[] = []
  disconnected = 0
  constructor(
    readonly ctx: FakeContext,
    readonly kind: string,
  ) {
    ctx.created.push(this)
  }
  connect<T extends FakeNode | FakeParam>(target: T): T | undefined {
    this.outputs.push(target)
    return target instanceof FakeNode ? target : undefined
  }
  disconnect() {
    this.disconnected += 1
    this.outputs = []
  }
}

class FakeSource extends FakeNode {
  startedAt: number | null = null
  offset = 0
  stoppedAt: number | null = null
  onended: (() => void) | null = null
  start(when = 0, offset = 0) {
    if (this.startedAt !== null) throw new Error('started twice')
    this.startedAt = when
    this.offset = offset
  }
  stop(when = 0) {
    if (this.startedAt === null) throw new Error('never started')
    this.stoppedAt = when
  }
}

class FakeBufferSource extends FakeSource {
  buffer: FakeBuffer | null = null
  loop = false
  playbackRate = new FakeParam(this, 1)
}

class FakeOscillator extends FakeSource {
  frequency = new FakeParam(this, 440)
  hasWave = false
  setPeriodicWave() {
    this.hasWave = true
  }
}

class FakeBuffer {
  private readonly data: Float32Array
  constructor(
    readonly length: number,
    readonly sampleRate: number,
  ) {
    this.data = new Float32Array(length)
  }
  get duration() {
    return this.length / this.sampleRate
  }
  getChannelData() {
    return this.data
  }
}

class FakeContext {
  created: FakeNode[] = []
  buffers = 0
  currentTime = 12
  state: AudioContextState = 'running'
  destination: FakeNode
  constructor(readonly sampleRate = 8000) {
    this.destination = new FakeNode(this, 'destination')
  }
  createGain() {
    const node = new FakeNode(this, 'gain')
    return Object.assign(node, { gain: new FakeParam(node, 1) })
  }
  createBiquadFilter() {
    const node = new FakeNode(this, 'filter')
    return Object.assign(node, {
      type: 'lowpass',
      frequency: new FakeParam(node, 350),
      Q: new FakeParam(node, 1),
      gain: new FakeParam(node, 0),
    })
  }
  createStereoPanner() {
    const node = new FakeNode(this, 'panner')
    return Object.assign(node, { pan: new FakeParam(node, 0) })
  }
  createChannelMerger() {
    return new FakeNode(this, 'merger')
  }
  createWaveShaper() {
    return Object.assign(new FakeNode(this, 'shaper'), { curve: null as Float32Array | null })
  }
  createBufferSource() {
    return new FakeBufferSource(this, 'buffer-source')
  }
  createOscillator() {
    return new FakeOscillator(this, 'oscillator')
  }
  createPeriodicWave() {
    return {}
  }
  createBuffer(_channels: number, length: number, rate: number) {
    this.buffers += 1
    return new FakeBuffer(length, rate)
  }
  get sources() {
    return this.created.filter((node): node is FakeSource => node instanceof FakeSource)
  }
}

/** A context without `createStereoPanner`, as in browsers that lack it. */
const withoutPanner = (ctx: FakeContext) =>
  Object.assign(ctx, { createStereoPanner: undefined }) as FakeContext

const asContext = (ctx: FakeContext) => ctx as unknown as BaseAudioContext

function gainOf(node: AudioNode): FakeParam {
  return (node as unknown as { gain: FakeParam }).gain
}

/** Every node whose signal reaches `target`, following connections to nodes and to parameters. */
function reaching(ctx: FakeContext, target: FakeNode): Set<FakeNode> {
  const reached = new Set<FakeNode>([target])
  let isGrowing = true
  while (isGrowing) {
    isGrowing = false
    for (const node of ctx.created) {
      if (reached.has(node)) continue
      const feeds = node.outputs.some((out) =>
        reached.has(out instanceof FakeParam ? out.owner : out),
      )
      if (feeds) {
        reached.add(node)
        isGrowing = true
      }
    }
  }
  return reached
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.spyOn(Math, 'random').mockImplementation(seededRandom(42))
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe.each(ambientSoundTypes)('the %s sound', (type) => {
  it('fades in from silence to a level under full scale, over one second', () => {
    const ctx = new FakeContext()
    const sound = createAmbientSound(asContext(ctx), type)
    const [start, ramp, ...rest] = gainOf(sound.output).calls
    expect(start).toEqual({ method: 'setValueAtTime', args: [0, 12] })
    expect(ramp?.method).toBe('linearRampToValueAtTime')
    expect(ramp?.args[0]).toBeGreaterThan(0.2)
    expect(ramp?.args[0]).toBeLessThan(1)
    expect(ramp?.args[1]).toBe(13)
    expect(rest).toEqual([])
  })

  it('starts looped noise at the context’s time, every node feeding the output', () => {
    const ctx = new FakeContext()
    const sound = createAmbientSound(asContext(ctx), type)
    const output = sound.output as unknown as FakeNode
    const loops = ctx.sources.filter(
      (source): source is FakeBufferSource => source instanceof FakeBufferSource && source.loop,
    )
    expect(loops.length).toBeGreaterThanOrEqual(3)
    for (const loop of loops) {
      expect(loop.startedAt).toBe(12)
      expect(loop.buffer).not.toBeNull()
      expect(loop.offset).toBeGreaterThanOrEqual(0)
      expect(loop.offset).toBeLessThan(loop.buffer?.duration ?? 0)
    }
    // Nothing dangles: every node built reaches the output, and the output goes nowhere yet.
    const reached = reaching(ctx, output)
    const dangling = ctx.created.filter((node) => node !== ctx.destination && !reached.has(node))
    expect(dangling.map((node) => node.kind)).toEqual([])
    expect(output.outputs).toEqual([])
  })

  it('builds where the browser has no stereo panner', () => {
    const ctx = withoutPanner(new FakeContext())
    expect(() => createAmbientSound(asContext(ctx), type)).not.toThrow()
    expect(ctx.created.some((node) => node.kind === 'panner')).toBe(false)
  })

  it('schedules its events within the look-ahead, never in the past, even after a stall', () => {
    const ctx = new FakeContext()
    createAmbientSound(asContext(ctx), type)
    for (let i = 0; i < 40; i++) {
      ctx.currentTime += 0.25
      vi.advanceTimersByTime(250)
    }
    // A throttled tab: the clock runs a minute ahead of the timer.
    const params = (node: FakeNode) => Object.values(node).filter((v) => v instanceof FakeParam)
    const seen = new Map(
      ctx.created.flatMap((node) => params(node)).map((p) => [p, p.calls.length]),
    )
    const before = ctx.created.length
    ctx.currentTime += 60
    vi.advanceTimersByTime(250)
    const now = ctx.currentTime
    const late = ctx.created.slice(before).filter((node) => node instanceof FakeSource)
    for (const source of late) {
      expect(source.startedAt).toBeGreaterThanOrEqual(now)
      // Within the look-ahead, or an answering bird shortly after.
      expect(source.startedAt).toBeLessThan(now + 1.5 + 2)
    }
    for (const param of ctx.created.flatMap((node) => params(node))) {
      for (const call of param.calls.slice(seen.get(param) ?? 0)) {
        if (call.method !== 'cancelScheduledValues')
          expect(call.args[1]).toBeGreaterThanOrEqual(now)
      }
    }
  })

  it('stops: fades out in 0.3 s, ends every source, then disconnects everything, once', () => {
    const ctx = new FakeContext()
    const sound = createAmbientSound(asContext(ctx), type)
    ctx.currentTime += 1
    vi.advanceTimersByTime(1000)
    const volume = gainOf(sound.output)
    const sources = ctx.sources
    volume.calls = []
    sound.stop()
    expect(volume.calls).toEqual([
      { method: 'cancelScheduledValues', args: [13] },
      { method: 'setValueAtTime', args: [volume.value, 13] },
      { method: 'linearRampToValueAtTime', args: [0, 13.3] },
    ])
    for (const source of sources) {
      // Events already over stopped themselves earlier; everything else ends after the fade.
      expect(source.stoppedAt).not.toBeNull()
      expect(source.stoppedAt ?? 0).toBeLessThanOrEqual(13.33)
    }
    expect((sound.output as unknown as FakeNode).disconnected).toBe(0)
    vi.advanceTimersByTime(400)
    const built = ctx.created.filter((node) => node !== ctx.destination)
    expect(built.filter((node) => node.disconnected === 0).map((node) => node.kind)).toEqual([])
    // The timer is gone: no new event, and a second stop changes nothing.
    const count = ctx.created.length
    ctx.currentTime += 5
    vi.advanceTimersByTime(5000)
    sound.stop()
    vi.advanceTimersByTime(1000)
    expect(ctx.created.length).toBe(count)
    expect(volume.calls).toHaveLength(3)
  })
})

describe('the events', () => {
  it('rain: about nine drops a second, each released when it ends', () => {
    const ctx = new FakeContext()
    createAmbientSound(asContext(ctx), 'rain')
    for (let i = 0; i < 40; i++) {
      ctx.currentTime += 0.25
      vi.advanceTimersByTime(250)
    }
    const drops = ctx.sources.filter(
      (source): source is FakeBufferSource => source instanceof FakeBufferSource && !source.loop,
    )
    // Ten seconds of clock plus the look-ahead: 11.5 s at nine a second.
    expect(drops.length).toBeGreaterThan(70)
    expect(drops.length).toBeLessThan(140)
    const first = drops[0] as FakeBufferSource
    const level = first.outputs[0] as FakeNode
    first.onended?.()
    expect(first.disconnected).toBe(1)
    expect(level.disconnected).toBe(1)
  })

  it('forest: birds are swept oscillators, panned, that stop on their own', () => {
    const ctx = new FakeContext()
    createAmbientSound(asContext(ctx), 'forest')
    for (let i = 0; i < 120; i++) {
      ctx.currentTime += 0.25
      vi.advanceTimersByTime(250)
    }
    const birds = ctx.sources.filter(
      (source): source is FakeOscillator => source instanceof FakeOscillator && !source.hasWave,
    )
    expect(birds.length).toBeGreaterThan(3)
    for (const bird of birds) {
      expect(bird.stoppedAt).toBeGreaterThan(bird.startedAt ?? Infinity)
      if (bird.frequency.calls.length === 0) continue // a trill's wobble
      expect(bird.frequency.calls.some((call) => call.method.endsWith('RampToValueAtTime'))).toBe(
        true,
      )
      const envelope = bird.outputs[0] as FakeNode
      expect((envelope.outputs[0] as FakeNode).kind).toBe('panner')
    }
  })

  it('ocean: a wave raises the cutoff and the level, then lets them fall', () => {
    const ctx = new FakeContext()
    const sound = createAmbientSound(asContext(ctx), 'ocean')
    const lowpass = ctx.created.find(
      (node) => node.kind === 'filter' && (node as unknown as { type: string }).type === 'lowpass',
    ) as unknown as { frequency: FakeParam }
    const targets = lowpass.frequency.calls.filter((call) => call.method === 'setTargetAtTime')
    expect(targets.length).toBeGreaterThanOrEqual(2)
    const [rise, fall] = targets.map((call) => call.args[0] ?? 0)
    expect(rise).toBeGreaterThan(fall ?? Infinity)
    sound.stop()
  })

  it('the whole of an offline rendering is scheduled at once, without a timer', () => {
    class FakeOfflineContext extends FakeContext {
      readonly length = 8000 * 20
    }
    vi.stubGlobal('OfflineAudioContext', FakeOfflineContext)
    const ctx = new FakeOfflineContext()
    ctx.currentTime = 0
    const interval = vi.spyOn(globalThis, 'setInterval')
    createAmbientSound(asContext(ctx), 'rain')
    expect(interval).not.toHaveBeenCalled()
    const starts = ctx.sources.map((source) => source.startedAt ?? 0)
    expect(Math.max(...starts)).toBeGreaterThan(18)
    expect(Math.max(...starts)).toBeLessThan(20)
  })

  it('a closed context ends the timer', () => {
    const ctx = new FakeContext()
    createAmbientSound(asContext(ctx), 'rain')
    ctx.state = 'closed'
    const count = ctx.created.length
    ctx.currentTime += 10
    vi.advanceTimersByTime(10_000)
    expect(ctx.created.length).toBe(count)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('an unknown type plays the forest', () => {
    const ctx = new FakeContext()
    const sound = createAmbientSound(asContext(ctx), 'storm' as AmbientSoundType)
    const forest = new FakeContext()
    const expected = createAmbientSound(asContext(forest), 'forest')
    expect(gainOf(sound.output).calls).toEqual(gainOf(expected.output).calls)
  })
})

/** Compared sample by sample: a failing `toEqual` would diff tens of thousands of numbers. */
const sameSamples = (a: AudioBuffer, b: AudioBuffer) => {
  const left = a.getChannelData(0)
  const right = b.getChannelData(0)
  return left.length === right.length && left.every((value, i) => value === right[i])
}

describe('the noise', () => {
  const colours = ['white', 'pink', 'brown'] as const

  it.each(colours)('%s: the same samples in every context, made once per context', (colour) => {
    const a = new FakeContext()
    const b = new FakeContext()
    const first = noiseBuffer(asContext(a), colour)
    expect(noiseBuffer(asContext(a), colour)).toBe(first)
    expect(a.buffers).toBe(1)
    const second = noiseBuffer(asContext(b), colour)
    expect(second).not.toBe(first)
    expect(sameSamples(second, first)).toBe(true)
  })

  it.each(colours)(
    '%s: centred, at the level the layers expect, and looping without a seam',
    (colour) => {
      const data = noiseBuffer(asContext(new FakeContext()), colour).getChannelData(0)
      let sum = 0
      let power = 0
      let largestStep = 0
      for (let i = 0; i < data.length; i++) {
        const value = data[i] ?? 0
        sum += value
        power += value * value
        if (i > 0) largestStep = Math.max(largestStep, Math.abs(value - (data[i - 1] ?? 0)))
      }
      expect(Math.abs(sum / data.length)).toBeLessThan(0.02)
      expect(Math.sqrt(power / data.length)).toBeGreaterThan(0.25)
      expect(Math.sqrt(power / data.length)).toBeLessThan(0.35)
      // From the last sample back to the first, no bigger jump than anywhere inside the loop.
      const seam = Math.abs((data[0] ?? 0) - (data[data.length - 1] ?? 0))
      expect(seam).toBeLessThanOrEqual(largestStep)
    },
  )

  it('the colours darken from white to brown', () => {
    const roughness = (colour: (typeof colours)[number]) => {
      const data = noiseBuffer(asContext(new FakeContext()), colour).getChannelData(0)
      let steps = 0
      for (let i = 1; i < data.length; i++) steps += Math.abs((data[i] ?? 0) - (data[i - 1] ?? 0))
      return steps / data.length
    }
    expect(roughness('white')).toBeGreaterThan(roughness('pink'))
    expect(roughness('pink')).toBeGreaterThan(roughness('brown') * 2)
  })

  it('rain drops: eight short sounds, each peaking at full scale, the same every time', () => {
    const drops = dropBuffers(asContext(new FakeContext()))
    expect(drops).toHaveLength(8)
    for (const drop of drops) {
      const peak = Math.max(...Array.from(drop.getChannelData(0), Math.abs))
      expect(peak).toBeCloseTo(1, 6)
      expect(drop.duration).toBeLessThan(0.1)
    }
    const again = dropBuffers(asContext(new FakeContext()))
    expect(again.every((drop, k) => sameSamples(drop, drops[k] as AudioBuffer))).toBe(true)
  })
})
