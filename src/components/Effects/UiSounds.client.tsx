'use client'

import { useEffect } from 'react'

import { UI_SOUND_EVENT } from '@/components/Personalise/reader-settings'

import { playUiSound } from './ui-sounds'

/**
 * Interface sounds, when the reader switched them on: a soft tick when a button or a link is pressed,
 * two notes for a confirmation, a low one for a refusal. The audio context is made at the first
 * press (a gesture), never before.
 */
export default function UiSounds() {
  useEffect(() => {
    let audio: { context: AudioContext; output: GainNode } | null = null
    const ready = () => {
      if (!audio) {
        const context = new AudioContext()
        const output = context.createGain()
        output.gain.value = 0.6
        output.connect(context.destination)
        audio = { context, output }
      }
      void audio.context.resume()
      return audio
    }
    const onPress = (event: PointerEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (!target?.closest('button:not(:disabled), a[href], [role="button"], summary')) return
      const { context, output } = ready()
      playUiSound(context, output, 'tap')
    }
    const onOutcome = (event: Event) => {
      // Only after a first press: a confirmation never opens the audio on its own.
      if (!audio) return
      const kind = (event as CustomEvent<'success' | 'error'>).detail
      playUiSound(audio.context, audio.output, kind === 'error' ? 'error' : 'success')
    }
    document.addEventListener('pointerdown', onPress, { passive: true })
    window.addEventListener(UI_SOUND_EVENT, onOutcome)
    return () => {
      document.removeEventListener('pointerdown', onPress)
      window.removeEventListener(UI_SOUND_EVENT, onOutcome)
      void (audio as { context: AudioContext } | null)?.context.close()
    }
  }, [])
  return null
}
