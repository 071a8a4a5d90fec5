/**
 * Interface sounds, synthesised with the Web Audio API (docs/personalisation.md): each one is under
 * 200 ms, soft and quiet (peaks around 0.1), made of one or two sine or triangle oscillators with
 * an envelope that fades in and out so nothing clicks:
 *
 * - tap: a tiny woody tick (a quick falling sine with a faint high partial);
 * - success: two rising notes (G5 then C6);
 * - error: a low, soft double note (two falling triangles around A3 and G3).
 *
 * The caller owns the audio context and the volume: `destination` is usually its own gain node.
 * The nodes disconnect themselves once the sound has ended.
 */

export type UiSoundKind = 'tap' | 'success' | 'error'

type Blip = {
  type: OscillatorType
  /** Start time, seconds of the context's clock. */
  at: number
  duration: number
  from: number
  to: number
  peak: number
  attack?: number
}

function blip(ctx: BaseAudioContext, destination: AudioNode, sound: Blip) {
  const { type, at, duration, from, to, peak, attack = 0.006 } = sound
  const oscillator = ctx.createOscillator()
  const envelope = ctx.createGain()
  oscillator.type = type
  oscillator.frequency.setValueAtTime(from, at)
  if (to !== from) oscillator.frequency.exponentialRampToValueAtTime(to, at + duration)
  envelope.gain.setValueAtTime(0, at)
  envelope.gain.linearRampToValueAtTime(peak, at + attack)
  envelope.gain.exponentialRampToValueAtTime(peak * 0.001, at + duration)
  envelope.gain.linearRampToValueAtTime(0, at + duration + 0.005)
  oscillator.connect(envelope).connect(destination)
  oscillator.start(at)
  oscillator.stop(at + duration + 0.01)
  oscillator.onended = () => {
    oscillator.disconnect()
    envelope.disconnect()
  }
}

/** Plays a short interface sound of `kind` into `destination` now; does nothing on a closed context. */
export function playUiSound(
  ctx: BaseAudioContext,
  destination: AudioNode,
  kind: UiSoundKind,
): void {
  if (ctx.state === 'closed') return
  const at = ctx.currentTime + 0.005
  if (kind === 'tap') {
    blip(ctx, destination, {
      type: 'sine',
      at,
      duration: 0.045,
      from: 1250,
      to: 780,
      peak: 0.09,
      attack: 0.002,
    })
    blip(ctx, destination, {
      type: 'sine',
      at,
      duration: 0.018,
      from: 3300,
      to: 2700,
      peak: 0.025,
      attack: 0.001,
    })
  } else if (kind === 'success') {
    blip(ctx, destination, { type: 'sine', at, duration: 0.09, from: 784, to: 784, peak: 0.08 })
    blip(ctx, destination, {
      type: 'sine',
      at: at + 0.07,
      duration: 0.12,
      from: 1046.5,
      to: 1046.5,
      peak: 0.08,
    })
    // A faint octave above the second note, for a little shine.
    blip(ctx, destination, {
      type: 'sine',
      at: at + 0.07,
      duration: 0.08,
      from: 2093,
      to: 2093,
      peak: 0.015,
    })
  } else {
    blip(ctx, destination, {
      type: 'triangle',
      at,
      duration: 0.08,
      from: 233,
      to: 220,
      peak: 0.11,
      attack: 0.01,
    })
    blip(ctx, destination, {
      type: 'triangle',
      at: at + 0.1,
      duration: 0.085,
      from: 208,
      to: 196,
      peak: 0.11,
      attack: 0.01,
    })
  }
}
