'use client'

import { Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState } from 'react'

import { browserAllows } from '@/lib/consent/shared'
import { introPlayedKey } from '@/lib/consent/storage'
import {
  INTRO_HIDE_AFTER_END_MS,
  INTRO_UNMUTE_VOLUME,
  INTRO_VOLUME_STEP,
  snapIntroVolume,
  type ControlPosition,
  type IntroAudio as IntroConfig,
} from '@/lib/personalisation'
import { cx } from '@/lib/platform/utils/cx'

/**
 * Where the intro stands:
 * - waiting: before the autoplay delay, or not autoplaying (the controls show if staff want them);
 * - playing / paused;
 * - blocked: the browser refused to start without a gesture, so the controls show;
 * - ended: finished without looping, the controls leave 3 s later;
 * - failed: the file cannot be played, the controls say so.
 */
type State = 'waiting' | 'playing' | 'paused' | 'blocked' | 'ended' | 'failed'

const corners: Record<ControlPosition, string> = {
  'bottom-left': 'left-5 bottom-5',
  'bottom-right': 'right-5 bottom-36',
  'top-left': 'left-5 top-24',
  'top-right': 'right-5 top-24',
}

/** Paths played while this page runs (client navigation), for a visitor who stores nothing. */
const playedHere = new Set<string>()

/**
 * Played before on this path: kept in this browser with functional consent; without it, only while
 * the page runs (nothing optional is stored before a decision).
 */
function hasPlayed(path: string): boolean {
  if (playedHere.has(path)) return true
  try {
    return localStorage.getItem(introPlayedKey(path)) === '1'
  } catch {
    return false
  }
}

function markPlayed(path: string): void {
  playedHere.add(path)
  if (!browserAllows('functional')) return
  try {
    localStorage.setItem(introPlayedKey(path), '1')
  } catch {
    // Storage refused: the intro may play again next time, nothing worse.
  }
}

/**
 * A page's intro message (docs/personalisation.md, the state machine above): plays once per path
 * after the configured delay when autoplay is on; a manual play counts too. Volume 0–1 in steps of
 * 0.05; mute keeps the volume to restore (0.5 when there was none).
 */
export default function IntroAudio({ config }: { config: IntroConfig }) {
  const t = useTranslations('effects.intro')
  const audio = useRef<HTMLAudioElement>(null)
  const sliderId = useId()
  const [state, setState] = useState<State>('waiting')
  const [isHidden, setHidden] = useState(false)
  const [volume, setVolume] = useState(config.volume)
  const restoreTo = useRef<number | null>(null)
  const bar = useRef<HTMLDivElement>(null)

  async function play() {
    const element = audio.current
    if (!element) return
    markPlayed(config.path)
    setHidden(false)
    try {
      await element.play()
    } catch (error) {
      // NotAllowedError: no gesture yet. Anything else: the file itself.
      setState(
        error instanceof DOMException && error.name === 'NotAllowedError' ? 'blocked' : 'failed',
      )
    }
  }

  // Autoplay once per path, after the delay.
  useEffect(() => {
    if (!config.autoplay || hasPlayed(config.path)) return
    const timer = window.setTimeout(() => void play(), config.autoplayDelay)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.path])

  useEffect(() => {
    if (audio.current) audio.current.volume = volume
  }, [volume])

  // Ended without looping: the controls leave after 3 s.
  useEffect(() => {
    if (state !== 'ended') return
    const timer = window.setTimeout(() => setHidden(true), INTRO_HIDE_AFTER_END_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  function toggleMute() {
    if (volume > 0) {
      restoreTo.current = volume
      setVolume(0)
    } else {
      setVolume(
        restoreTo.current && restoreTo.current > 0 ? restoreTo.current : INTRO_UNMUTE_VOLUME,
      )
    }
  }

  const showsControls =
    !isHidden && (config.showControls || state === 'blocked' || state === 'failed')
  const isPlaying = state === 'playing'

  // At the bottom left the controls would cover the other floating buttons (feedback, back to top):
  // their height, plus a gap, lifts those buttons while they show (globals.css › .floating-controls).
  // Set on the buttons' shared wrapper rather than on <html>, which would restyle the whole page.
  useEffect(() => {
    const element = bar.current
    if (!element || config.position !== 'bottom-left') return
    // The layout renders the effects, and so these controls, inside that wrapper.
    const scope = element.closest<HTMLElement>('.floating-controls')
    if (!scope) return
    const observer = new ResizeObserver(() =>
      scope.style.setProperty('--intro-lift', `${element.offsetHeight + 12}px`),
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      scope.style.removeProperty('--intro-lift')
    }
  }, [showsControls, config.position])

  return (
    <>
      <audio
        ref={audio}
        src={config.url}
        preload="none"
        loop={config.loop}
        onPlay={() => setState('playing')}
        onPause={() => setState((current) => (current === 'playing' ? 'paused' : current))}
        onEnded={() => setState('ended')}
        onError={() => setState('failed')}
        data-intro-audio={config.path}
      />
      {showsControls ? (
        <div
          ref={bar}
          role="group"
          aria-label={t('label')}
          data-intro-state={state}
          className={cx(
            'fixed z-40 flex max-w-[calc(100vw-2.5rem)] items-center gap-3 rounded-2xl border border-line bg-surface/95 p-2 pr-4 text-ink shadow-lg backdrop-blur print:hidden',
            corners[config.position],
          )}
        >
          <button
            type="button"
            onClick={() => (isPlaying ? audio.current?.pause() : void play())}
            aria-label={isPlaying ? t('pause') : t('play')}
            title={isPlaying ? t('pause') : t('play')}
            disabled={state === 'failed'}
            className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-on-primary hover:bg-secondary hover:text-on-secondary disabled:opacity-50"
          >
            {isPlaying ? (
              <Pause className="size-4" aria-hidden="true" />
            ) : (
              <Play className="size-4" aria-hidden="true" />
            )}
          </button>
          <div className="min-w-0">
            {/* Long single words (« Willkommensnachricht ») wrap instead of running under the buttons. */}
            <p className="text-sm font-medium hyphens-auto [overflow-wrap:anywhere]">
              {t('label')}
            </p>
            {state === 'failed' ? (
              <p role="alert" className="text-xs text-[var(--error-text)]">
                {t('failed')}
              </p>
            ) : state === 'blocked' ? (
              <p className="text-xs text-ink-soft">{t('blocked')}</p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={toggleMute}
            aria-label={volume > 0 ? t('mute') : t('unmute')}
            title={volume > 0 ? t('mute') : t('unmute')}
            aria-pressed={volume === 0}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
          >
            {volume > 0 ? (
              <Volume2 className="size-4" aria-hidden="true" />
            ) : (
              <VolumeX className="size-4" aria-hidden="true" />
            )}
          </button>
          <label htmlFor={sliderId} className="sr-only">
            {t('volume')}
          </label>
          <input
            id={sliderId}
            type="range"
            min={0}
            max={1}
            step={INTRO_VOLUME_STEP}
            value={volume}
            onChange={(event) => {
              const next = snapIntroVolume(Number(event.target.value))
              // Brought to 0 by hand: unmuting then gives the default, not an older volume.
              if (next === 0) restoreTo.current = null
              setVolume(next)
            }}
            aria-valuetext={t('volumeValue', { value: Math.round(volume * 100) })}
            className="w-20 accent-[var(--color-secondary)]"
          />
          {config.transcript ? (
            <details className="relative text-xs">
              <summary className="cursor-pointer whitespace-nowrap text-ink-soft underline-offset-2 hover:underline">
                {t('transcript')}
              </summary>
              <p className="absolute bottom-full left-0 mb-2 w-72 rounded-xl border border-line bg-surface p-3 text-sm shadow-lg">
                {config.transcript}
              </p>
            </details>
          ) : null}
        </div>
      ) : null}
    </>
  )
}
