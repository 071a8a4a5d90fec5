'use client'

import { Volume2, VolumeX } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { InDock } from '@/components/Site/FloatingDock.client'
import { AMBIENT_VOLUME_RANGE, type AmbientSoundType } from '@/lib/personalisation'
import { cx } from '@/lib/platform/utils/cx'

import { createAmbientSound } from './ambient-synth'
import { VolumeSlider } from './VolumeSlider'

type Props = {
  soundType: AmbientSoundType
  /** A sound file of this site, played instead of the synthesised one. */
  url: string | null
  /** Percent, 0–100 in steps of 5. */
  volume: number
}

type Engine = {
  context: AudioContext
  master: GainNode
  sound: ReturnType<typeof createAmbientSound> | null
  file: HTMLAudioElement | null
}

/** The slider's percent as a gain: squared, so the low half of the slider stays usable. */
const gainOf = (percent: number) => (percent / 100) ** 2

/**
 * The ambient player, bottom right (docs/personalisation.md): play/stop and a volume from 0 to 100 in
 * steps of 5. Nothing sounds before the reader presses play (the audio context is created by that
 * press). The sound is synthesised here, or a file of this site plays through the same volume.
 */
export default function AmbientPlayer({ soundType, url, volume: initialVolume }: Props) {
  const t = useTranslations('effects.ambient')
  const [isPlaying, setPlaying] = useState(false)
  const [volume, setVolume] = useState(initialVolume)
  const [hasFailed, setFailed] = useState(false)
  const [contextState, setContextState] = useState<AudioContextState | 'none'>('none')
  const engine = useRef<Engine | null>(null)

  function release() {
    const current = engine.current
    if (!current) return
    current.sound?.stop()
    current.sound = null
    if (current.file) {
      current.file.pause()
      current.file.removeAttribute('src')
      current.file.load()
      current.file = null
    }
  }

  /** Plays the current sound through the engine (replacing what played). */
  async function sound(current: Engine) {
    release()
    current.master.gain.value = gainOf(volume)
    await current.context.resume()
    if (url) {
      const file = new Audio(url)
      file.loop = true
      current.context.createMediaElementSource(file).connect(current.master)
      current.file = file
      await file.play()
    } else {
      current.sound = createAmbientSound(current.context, soundType)
      current.sound.output.connect(current.master)
    }
    setContextState(current.context.state)
  }

  function failed() {
    release()
    setFailed(true)
    setPlaying(false)
  }

  async function start() {
    setFailed(false)
    try {
      if (!engine.current) {
        const context = new AudioContext()
        const master = context.createGain()
        master.connect(context.destination)
        context.addEventListener('statechange', () => setContextState(context.state))
        engine.current = { context, master, sound: null, file: null }
      }
      await sound(engine.current)
      setPlaying(true)
    } catch {
      failed()
    }
  }

  function stop() {
    release()
    // The sound fades out over 0.3 s (ambient-synth.ts); the context sleeps after it.
    const context = engine.current?.context
    window.setTimeout(() => {
      if (context && !engine.current?.sound && !engine.current?.file) void context.suspend()
    }, 400)
    setPlaying(false)
  }

  // Another page or another choice while playing: the new sound takes over.
  useEffect(() => {
    if (isPlaying && engine.current) sound(engine.current).catch(failed)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [soundType, url])

  useEffect(() => {
    const current = engine.current
    if (current)
      current.master.gain.setTargetAtTime(gainOf(volume), current.context.currentTime, 0.05)
  }, [volume])

  useEffect(
    () => () => {
      release()
      void engine.current?.context.close()
      engine.current = null
    },
    [],
  )

  // In the bottom dock with the other floating controls (components/Site/floating-layer.ts).
  return (
    <InDock slot="right" order={1}>
      <div
        role="group"
        aria-label={t('label')}
        data-ambient-player={isPlaying ? 'playing' : 'stopped'}
        data-audio-context={contextState}
        data-sound={url ? 'file' : soundType}
        className="pointer-events-auto flex max-w-full items-center gap-3 rounded-full border border-line bg-surface/95 py-1.5 pr-4 pl-1.5 text-ink shadow-lg backdrop-blur print:hidden"
      >
        <button
          type="button"
          onClick={() => (isPlaying ? stop() : void start())}
          aria-pressed={isPlaying}
          aria-label={isPlaying ? t('stop') : t('play')}
          title={isPlaying ? t('stop') : t('play')}
          className={cx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full transition-colors',
            isPlaying
              ? 'bg-primary text-on-primary hover:bg-secondary hover:text-on-secondary'
              : 'bg-surface-muted text-ink hover:bg-forest-100 dark:hover:bg-forest-900',
          )}
        >
          {isPlaying ? (
            <Volume2 className="size-4" aria-hidden="true" />
          ) : (
            <VolumeX className="size-4" aria-hidden="true" />
          )}
        </button>
        <VolumeSlider
          label={t('volume')}
          valueText={t('volumeValue', { value: volume })}
          value={volume}
          min={AMBIENT_VOLUME_RANGE.min}
          max={AMBIENT_VOLUME_RANGE.max}
          step={AMBIENT_VOLUME_RANGE.step}
          onChange={setVolume}
          className="w-24 accent-[var(--color-secondary)] sm:w-28"
        />
        <span className="hidden w-9 text-right text-xs text-ink-soft tabular-nums sm:inline">
          {volume}
        </span>
        {hasFailed ? (
          <span role="status" className="text-xs text-[var(--error-text)]">
            {t('failed')}
          </span>
        ) : null}
      </div>
    </InDock>
  )
}
