'use client'

import { useEffect, useRef } from 'react'

import type { ParticleType } from '@/lib/personalisation'

import { startParticles } from './particles'

/**
 * The particles' one canvas, fixed behind the content: it never takes a click or a scroll
 * (pointer-events: none) and is hidden from assistive technology. Drawing pauses with the tab.
 */
export default function Particles({ type, count }: { type: ParticleType; count: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const running = useRef<ReturnType<typeof startParticles> | null>(null)

  useEffect(() => {
    if (!canvas.current) return
    running.current = startParticles(canvas.current, { type, count })
    return () => {
      running.current?.stop()
      running.current = null
    }
    // Started once; type and count changes go through `update` below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    running.current?.update({ type, count })
  }, [type, count])

  return (
    <canvas
      ref={canvas}
      aria-hidden="true"
      data-particles={type}
      className="pointer-events-none fixed inset-0 -z-10 print:hidden"
    />
  )
}
