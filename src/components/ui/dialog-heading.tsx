'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'

/** A dialog's title, its one-line description and the close button, as every panel of the site shows them. */
export function DialogHeading({
  title,
  description,
  closeLabel,
  isCloseDisabled = false,
}: {
  title: string
  description: string
  closeLabel: string
  isCloseDisabled?: boolean
}) {
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <Dialog.Title className="text-xl font-semibold text-ink">{title}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-ink-soft">
          {description}
        </Dialog.Description>
      </div>
      <Dialog.Close
        disabled={isCloseDisabled}
        aria-label={closeLabel}
        className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-[var(--radius-base)] text-ink-soft hover:bg-surface-muted hover:text-ink disabled:opacity-50"
      >
        <X className="size-5" aria-hidden="true" />
      </Dialog.Close>
    </div>
  )
}
