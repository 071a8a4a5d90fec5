// @vitest-environment happy-dom
/**
 * The ambient player (src/components/Effects/AmbientPlayer.client.tsx) in a simulated DOM, over a
 * fake audio context and a stand-in synthesiser: what a press on play starts, what a new choice
 * replaces, how the volume moves and what a press on stop puts to sleep.
 */
import { NextIntlClientProvider } from 'next-intl'
import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import AmbientPlayer from '@/components/Effects/AmbientPlayer.client'
import type { AmbientSoundType } from '@/lib/personalisation'

import fr from '../../messages/fr.json'

type FakeSound = { type: AmbientSoundType; output: { connect: ReturnType<typeof vi.fn> } } & {
  stop: ReturnType<typeof vi.fn>
}
const sounds: FakeSound[] = []

vi.mock('@/components/Effects/ambient-synth', () => ({
  createAmbientSound: (_ctx: unknown, type: AmbientSoundType) => {
    const sound = { type, output: { connect: vi.fn() }, stop: vi.fn() }
    sounds.push(sound)
    return sound
  },
}))
// The dock places its controls once the cookie choice is settled; here they render in place.
vi.mock('@/components/Site/FloatingDock.client', () => ({
  InDock: ({ children }: { children: ReactNode }) => children,
}))

class FakeAudioContext extends EventTarget {
  static made: FakeAudioContext[] = []
  state: AudioContextState = 'suspended'
  currentTime = 3
  destination = {}
  master = { gain: { value: 1, setTargetAtTime: vi.fn() }, connect: vi.fn() }
  resume = vi.fn(async () => {
    this.state = 'running'
  })
  suspend = vi.fn(async () => {
    this.state = 'suspended'
  })
  close = vi.fn(async () => {
    this.state = 'closed'
  })
  constructor() {
    super()
    FakeAudioContext.made.push(this)
  }
  createGain() {
    return this.master
  }
}

let unmount: (() => void) | undefined
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  vi.stubGlobal('AudioContext', FakeAudioContext)
  FakeAudioContext.made = []
  sounds.length = 0
})
afterEach(() => {
  act(() => unmount?.())
  unmount = undefined
  document.body.innerHTML = ''
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function mount(props: { soundType: AmbientSoundType; volume: number }) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  const render = (next: { soundType: AmbientSoundType; volume: number }) =>
    act(() =>
      root.render(
        <NextIntlClientProvider locale="fr" messages={fr}>
          <AmbientPlayer soundType={next.soundType} url={null} volume={next.volume} />
        </NextIntlClientProvider>,
      ),
    )
  render(props)
  unmount = () => root.unmount()
  const button = container.querySelector('button') as HTMLButtonElement
  const slider = container.querySelector('input[type="range"]') as HTMLInputElement
  const group = container.querySelector('[data-ambient-player]') as HTMLElement
  return { container, button, slider, group, render }
}

const press = (button: HTMLButtonElement) => act(async () => button.click())

describe('the ambient player', () => {
  it('makes no audio context before a press on play', () => {
    mount({ soundType: 'rain', volume: 50 })
    expect(FakeAudioContext.made).toHaveLength(0)
  })

  it('play: wakes the context, plays the chosen sound through the volume, squared', async () => {
    const { button, group } = mount({ soundType: 'rain', volume: 50 })
    await press(button)
    const [context] = FakeAudioContext.made
    expect(context?.resume).toHaveBeenCalledTimes(1)
    expect(context?.master.connect).toHaveBeenCalledWith(context?.destination)
    expect(context?.master.gain.value).toBe(0.25)
    expect(sounds.map((sound) => sound.type)).toEqual(['rain'])
    expect(sounds[0]?.output.connect).toHaveBeenCalledWith(context?.master)
    expect(group.dataset.ambientPlayer).toBe('playing')
    expect(group.dataset.audioContext).toBe('running')
  })

  it('another choice while playing stops the sound that played and starts the new one', async () => {
    const { button, render } = mount({ soundType: 'rain', volume: 50 })
    await press(button)
    await act(async () => render({ soundType: 'ocean', volume: 50 }))
    expect(sounds.map((sound) => sound.type)).toEqual(['rain', 'ocean'])
    expect(sounds[0]?.stop).toHaveBeenCalledTimes(1)
    expect(sounds[1]?.stop).not.toHaveBeenCalled()
    expect(FakeAudioContext.made).toHaveLength(1)
  })

  it('the slider glides the volume to its square', async () => {
    const { button, slider } = mount({ soundType: 'wind', volume: 50 })
    await press(button)
    const context = FakeAudioContext.made[0] as FakeAudioContext
    act(() => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setValue?.call(slider, '80')
      slider.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const [target, time, constant] = context.master.gain.setTargetAtTime.mock.lastCall ?? []
    expect(target).toBeCloseTo(0.64, 9)
    expect([time, constant]).toEqual([3, 0.05])
  })

  it('stop: stops the sound, then puts the context to sleep after its fade', async () => {
    vi.useFakeTimers()
    const { button, group } = mount({ soundType: 'forest', volume: 50 })
    await press(button)
    const context = FakeAudioContext.made[0] as FakeAudioContext
    await press(button)
    expect(sounds[0]?.stop).toHaveBeenCalledTimes(1)
    expect(group.dataset.ambientPlayer).toBe('stopped')
    expect(context.suspend).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(400))
    expect(context.suspend).toHaveBeenCalledTimes(1)
    // Play again: the same context, woken up.
    await press(button)
    expect(FakeAudioContext.made).toHaveLength(1)
    expect(context.resume).toHaveBeenCalledTimes(2)
  })

  it('says so when the context cannot be woken, and stays stopped', async () => {
    const { button, group, container } = mount({ soundType: 'rain', volume: 50 })
    vi.spyOn(FakeAudioContext.prototype, 'createGain').mockImplementationOnce(function (
      this: FakeAudioContext,
    ) {
      this.resume.mockRejectedValueOnce(new Error('not allowed'))
      return this.master
    })
    await press(button)
    expect(group.dataset.ambientPlayer).toBe('stopped')
    expect(container.querySelector('[role="status"]')?.textContent).toBe(fr.effects.ambient.failed)
    expect(sounds).toHaveLength(0)
  })

  it('closes the context when it leaves the page', async () => {
    const { button } = mount({ soundType: 'rain', volume: 50 })
    await press(button)
    const context = FakeAudioContext.made[0] as FakeAudioContext
    act(() => unmount?.())
    unmount = undefined
    expect(sounds[0]?.stop).toHaveBeenCalledTimes(1)
    expect(context.close).toHaveBeenCalledTimes(1)
  })
})
