'use client'

import { Check, Copy, Loader2 } from 'lucide-react'
import { useRef, useState, type ReactNode } from 'react'
import { useFormStatus } from 'react-dom'

import { Button } from '@/components/ui/button'
import { useIsHydrated } from '@/components/ui/use-is-hydrated'

/**
 * The feed's address as a read-only field (selectable without scripts), and once scripts run a
 * « Copier » button beside it that copies it and says so.
 */
export function FeedAddress({
  address,
  labels,
}: {
  address: string
  labels: { address: string; copy: string; copied: string; copyFailed: string }
}) {
  const field = useRef<HTMLInputElement>(null)
  // The button needs scripts.
  const canCopy = useIsHydrated()
  // What the last copy did, for the address it copied (a new address starts without a message).
  const [result, setResult] = useState<{ address: string; ok: boolean } | null>(null)
  const status = result?.address !== address ? 'idle' : result.ok ? 'copied' : 'failed'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setResult({ address, ok: true })
    } catch {
      // Refused (permissions, an insecure page): the address is selected for the keyboard's copy.
      field.current?.focus()
      field.current?.select()
      setResult({ address, ok: false })
    }
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor="calendar-feed-address" className="text-sm font-medium text-ink">
        {labels.address}
      </label>
      <div className="flex flex-wrap gap-2 sm:flex-nowrap">
        <input
          ref={field}
          id="calendar-feed-address"
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-[var(--radius-base)] border border-line bg-surface-muted px-3 font-mono text-sm text-ink"
        />
        {canCopy ? (
          <Button type="button" variant="secondary" onClick={copy} className="shrink-0">
            {status === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {labels.copy}
          </Button>
        ) : null}
      </div>
      <p role="status" className="min-h-5 text-sm text-ink-soft">
        {status === 'copied' ? labels.copied : status === 'failed' ? labels.copyFailed : ''}
      </p>
    </div>
  )
}

/** A form's submit button that shows it is working while the form is sent (the address takes a moment). */
export function FeedSubmit({
  children,
  busyLabel,
  variant,
}: {
  children: ReactNode
  busyLabel: string
  variant?: 'primary' | 'ghost'
}) {
  const { pending } = useFormStatus()
  return (
    <Button type="submit" variant={variant} disabled={pending} aria-busy={pending || undefined}>
      {pending ? (
        <>
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  )
}
