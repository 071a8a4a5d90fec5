'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'

import {
  storedReaderTheme,
  THEME_PREVIEW_EVENT,
  watchReducedMotion,
} from '@/components/Personalise/reader-settings'
import { PERSONALISATION_STORAGE_KEY } from '@/lib/consent/storage'
import { pageAudioFor, type PageAudio, type ThemeSettings } from '@/lib/personalisation'

const watchReducedMotionStore = (onChange: () => void) => watchReducedMotion(onChange)
const reducedMotionNow = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** The visitor's stored settings, as a string (stable between reads); none on the server. */
const subscribeStorage = (onChange: () => void) => {
  window.addEventListener('storage', onChange)
  return () => window.removeEventListener('storage', onChange)
}
const readStorage = () => {
  try {
    return localStorage.getItem(PERSONALISATION_STORAGE_KEY)
  } catch {
    return null
  }
}

// Each part is its own chunk, fetched only when it is switched on (docs/personalisation.md).
const Particles = dynamic(() => import('./Particles.client'), { ssr: false })
const AmbientPlayer = dynamic(() => import('./AmbientPlayer.client'), { ssr: false })
const UiSounds = dynamic(() => import('./UiSounds.client'), { ssr: false })
const IntroAudio = dynamic(() => import('./IntroAudio.client'), { ssr: false })

type Props = {
  /** The theme the server rendered: the site's, with a member's own on top. */
  theme: ThemeSettings
  /** A member's page: their settings came from the server, the browser's are not read. */
  isMember: boolean
  /** The active sounds of every page (intro messages, ambient sounds), in this language. */
  audio: PageAudio[]
}

/**
 * What moves and sounds on the page, decided here and loaded on demand: particles, the ambient
 * player, interface sounds and the page's intro message. With everything off (the default) none of
 * their code is downloaded. Follows the « Personnaliser » panel's preview as the reader tries it.
 */
export function Effects({ theme, isMember, audio }: Props) {
  const pathname = usePathname()
  // A visitor's own settings live in this browser (read after hydration, as the head script did).
  const stored = useSyncExternalStore(subscribeStorage, readStorage, () => null)
  const saved = useMemo(
    () => (isMember || !stored ? theme : { ...theme, ...storedReaderTheme() }),
    [isMember, stored, theme],
  )
  // What the « Personnaliser » panel shows while the reader tries settings (and after saving).
  const [previewed, setPreviewed] = useState<ThemeSettings | null>(null)
  const settings = previewed ?? saved
  // Nothing moves before the browser has said whether its reader wants less motion.
  const isReducedMotion = useSyncExternalStore(
    watchReducedMotionStore,
    reducedMotionNow,
    () => true,
  )

  useEffect(() => {
    const onPreview = (event: Event) => setPreviewed((event as CustomEvent<ThemeSettings>).detail)
    window.addEventListener(THEME_PREVIEW_EVENT, onPreview)
    return () => window.removeEventListener(THEME_PREVIEW_EVENT, onPreview)
  }, [])

  const { intro, ambient } = pageAudioFor(audio, pathname)
  const moves = settings.animations && !isReducedMotion

  return (
    <>
      {settings.particleEffects && moves ? (
        <Particles type={settings.particleType} count={settings.particleCount} />
      ) : null}
      {settings.ambientSounds ? (
        <AmbientPlayer
          // The page's own ambient sound wins over the reader's (spec: page config, then theme).
          soundType={ambient?.soundType ?? settings.ambientSoundType}
          url={ambient ? ambient.url : settings.customAudioUrl}
          volume={ambient?.volume ?? settings.ambientVolume}
        />
      ) : null}
      {settings.soundEffects ? <UiSounds /> : null}
      {intro ? <IntroAudio key={intro.path} config={intro} /> : null}
    </>
  )
}
