'use client'

import { useEffect } from 'react'

import { pageTypeOf, VITALS_SAMPLE_RATE, type VitalMetric } from '@/lib/vitals/kinds'

/**
 * Measures a sampled page view's LCP, INP and CLS with the `web-vitals` library, loaded only for that
 * view, and sends each once to the site itself as the page is hidden or left: the page's kind and the
 * values, no address, no identifier, nothing read from or kept in the browser's storage
 * (docs/performance.md › Real visitors). Renders nothing.
 */
export function WebVitals() {
  useEffect(() => {
    if (Math.random() >= VITALS_SAMPLE_RATE || typeof navigator.sendBeacon !== 'function') return
    const page = pageTypeOf(window.location.pathname)
    const latest = new Map<VitalMetric, number>()
    const sent = new Set<VitalMetric>()
    let stopped = false
    // Each metric goes once, as soon as it is final: a navigation fires `pagehide` before the
    // library reports CLS and INP on `visibilitychange`, so a view may take two reports.
    const send = () => {
      const metrics = [...latest]
        .filter(([name]) => !sent.has(name))
        .map(([name, value]) => ({ name, value }))
      if (metrics.length === 0) return
      for (const { name } of metrics) sent.add(name)
      const body = new Blob([JSON.stringify({ page, metrics })], { type: 'application/json' })
      navigator.sendBeacon('/api/vitals', body)
    }
    const onHidden = () => {
      if (document.visibilityState === 'hidden') send()
    }
    void import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
      if (stopped) return
      const record = (metric: { name: string; value: number }) =>
        latest.set(metric.name as VitalMetric, metric.value)
      onLCP(record)
      onINP(record)
      onCLS(record)
      // After the library's own listeners, which report the last values when the page is hidden.
      document.addEventListener('visibilitychange', onHidden)
      window.addEventListener('pagehide', send)
    })
    return () => {
      stopped = true
      document.removeEventListener('visibilitychange', onHidden)
      window.removeEventListener('pagehide', send)
    }
  }, [])
  return null
}
