/**
 * Kept whole: one player whose states (waiting, playing, paused, ended, folded) every control
 * reads.
 */
'use client'

import { ChevronDown, Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { browserAllows } from '@/lib/consent/shared'
import { INTRO_COLLAPSED_KEY, introPlayedKey } from '@/lib/consent/storage'
import {
  INTRO_HIDE_AFTER_END_MS,
  INTRO_UNMUTE_VOLUME,
  INTRO_VOLUME_STEP,
  snapIntroVolume,
  type ControlPosition,
  type IntroAudio as IntroConfig,
} from '@/lib/personalisation'
import { InDock } from '@/components/Site/FloatingDock.client'
import { useIsCookieChoiceSettled } from '@/components/Site/floating-layer'
import { cx } from '@/lib/platform/utils/cx'

import { VolumeSlider } from './VolumeSlider'

/**
 * Where the intro stands:
 * - waiting: before the autoplay delay, or not autoplaying (the controls show if staff want them);
 * - playing / paused;
 * - blocked: the browser refused to start without a gesture, so the controls show;
 * - ended: finished without looping, the controls leave 3 s later;
 * - failed: the file cannot be played, the controls say so.
 */
type State = 'waiting' | 'playing' | 'paused' | 'blocked' | 'ended' | 'failed'

/** At the bottom, the controls join the dock (components/Site/floating-layer.ts); at the top, below the header. */
const dockSlots: Partial<Record<ControlPosition, 'left' | 'right'>> = {
  'bottom-left': 'left',
  'bottom-right': 'right',
}
const topCorners: Partial<Record<ControlPosition, string>> = {
  'top-left': 'fixed z-(--layer-dock) left-5 top-24',
  'top-right': 'fixed z-(--layer-dock) right-5 top-24',
}

/**
 * The controls folded into one button, for this browsing session (sessionStorage) when functional
 * consent allows; otherwise only while the page runs.
 */
function readCollapsed(): boolean {
  try {
    return sessionStorage.getItem(INTRO_COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

function rememberCollapsed(isCollapsed: boolean): void {
  if (!browserAllows('functional')) return
  try {
    if (isCollapsed) sessionStorage.setItem(INTRO_COLLAPSED_KEY, '1')
    else sessionStorage.removeItem(INTRO_COLLAPSED_KEY)
  } catch {
    // Storage refused: the choice lasts while the page runs.
  }
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
 * after the configured delay when autoplay is on, counted from the cookie choice (nothing floats,
 * nor sounds, before it); a manual play counts too. Volume 0–1 in steps of 0.05; mute keeps the
 * volume to restore (0.5 when there was none). The controls fold into one round button and back.
 */
export default function IntroAudio({ config }: { config: IntroConfig }) {
  const t = useTranslations('effects.intro')
  const audio = useRef<HTMLAudioElement>(null)
  const [state, setState] = useState<State>('waiting')
  const [isHidden, setHidden] = useState(false)
  const [volume, setVolume] = useState(config.volume)
  const restoreTo = useRef<number | null>(null)
  const isSettled = useIsCookieChoiceSettled()
  const [isCollapsed, setCollapsed] = useState(readCollapsed)
  const toggle = useRef<HTMLButtonElement>(null)

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
    if (!isSettled || !config.autoplay || hasPlayed(config.path)) return
    const timer = window.setTimeout(() => void play(), config.autoplayDelay)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [config.path, isSettled])

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

  function changeCollapsed(next: boolean) {
    setCollapsed(next)
    rememberCollapsed(next)
    // The button that replaces the one pressed takes the focus, so the keyboard stays in place.
    requestAnimationFrame(() => toggle.current?.focus())
  }

  const slot = dockSlots[config.position]
  const controls = (
    <div
      role="group"
      aria-label={t('label')}
      data-intro-state={state}
      data-intro-collapsed={isCollapsed ? 'true' : undefined}
      className={cx(
        'pointer-events-auto flex max-w-[calc(100vw-1.5rem)] items-center border border-line bg-surface/95 text-ink shadow-lg backdrop-blur print:hidden',
        isCollapsed ? 'rounded-full p-1' : 'gap-3 rounded-2xl p-2 pr-3',
        topCorners[config.position],
      )}
    >
      {isCollapsed ? (
        <button
          ref={toggle}
          type="button"
          onClick={() => changeCollapsed(false)}
          aria-expanded={false}
          aria-label={t('expand')}
          title={t('expand')}
          className="relative inline-flex size-10 items-center justify-center rounded-full bg-primary text-on-primary hover:bg-secondary hover:text-on-secondary"
        >
          {isPlaying ? (
            <Volume2 className="size-4" aria-hidden="true" />
          ) : (
            <Play className="size-4" aria-hidden="true" />
          )}
        </button>
      ) : (
        <>
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
          <VolumeSlider
            label={t('volume')}
            valueText={t('volumeValue', { value: Math.round(volume * 100) })}
            value={volume}
            min={0}
            max={1}
            step={INTRO_VOLUME_STEP}
            onChange={(value) => {
              const next = snapIntroVolume(value)
              // Brought to 0 by hand: unmuting then gives the default, not an older volume.
              if (next === 0) restoreTo.current = null
              setVolume(next)
            }}
            className="w-20 min-w-0 shrink accent-[var(--color-secondary)]"
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
          <button
            ref={toggle}
            type="button"
            onClick={() => changeCollapsed(true)}
            aria-expanded={true}
            aria-label={t('collapse')}
            title={t('collapse')}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
          >
            <ChevronDown className="size-4" aria-hidden="true" />
          </button>
        </>
      )}
    </div>
  )

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
        slot ? (
          <InDock slot={slot} order={2}>
            {controls}
          </InDock>
        ) : isSettled ? (
          controls
        ) : null
      ) : null}
    </>
  )
}
