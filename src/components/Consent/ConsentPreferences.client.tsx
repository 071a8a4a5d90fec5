'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import {
  consentCategories,
  type ConsentCategories,
  type ConsentCategory,
} from '@/lib/consent/shared'
import { cn } from '@/lib/platform/utils/cn'

function Toggle({
  id,
  checked,
  disabled,
  onChange,
  labelledBy,
  describedBy,
}: {
  id: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
  labelledBy: string
  describedBy: string
}) {
  return (
    <button
      id={id}
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-transparent transition-colors disabled:cursor-not-allowed disabled:opacity-70',
        checked ? 'bg-secondary' : 'bg-stone-300 dark:bg-stone-600',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-block size-6 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-5' : 'translate-x-0',
        )}
      />
    </button>
  )
}

function CategoryRow({
  category,
  checked,
  onChange,
}: {
  category: ConsentCategory
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const t = useTranslations('consent')
  const isLocked = category === 'essential'
  const nameId = `consent-${category}-name`
  const descriptionId = `consent-${category}-description`
  return (
    <li className="flex gap-4 border-t border-line py-5 first:border-t-0 first:pt-1">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 id={nameId} className="font-semibold text-ink">
            {t(`categories.${category}.name`)}
          </h3>
          {isLocked ? (
            <span className="text-xs font-medium text-forest-700 dark:text-forest-200">
              {t('dialog.alwaysOn')}
            </span>
          ) : null}
        </div>
        <div id={descriptionId}>
          <p className="mt-1 text-[0.94rem] leading-relaxed text-ink-soft">
            {t(`categories.${category}.description`)}
          </p>
          <p className="mt-1.5 text-sm text-ink-soft">
            {t('dialog.stored', { items: t(`categories.${category}.items`) })}
          </p>
        </div>
      </div>
      <Toggle
        id={`consent-${category}`}
        checked={isLocked || checked}
        disabled={isLocked}
        onChange={onChange}
        labelledBy={nameId}
        describedBy={descriptionId}
      />
    </li>
  )
}

/**
 * The "Personnaliser" dialog: one toggle per category, essential locked on; Save or Cancel. Open while
 * mounted (the parent mounts it to open it, so each opening starts from `initial`).
 */
export function ConsentPreferences({
  initial,
  isSaving,
  onSave,
  onCancel,
}: {
  initial: ConsentCategories
  isSaving: boolean
  onSave: (categories: ConsentCategories) => void
  onCancel: () => void
}) {
  const t = useTranslations('consent')
  const [choices, setChoices] = useState(initial)

  return (
    <Dialog.Root
      open
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel()
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-forest-950/50 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[70] flex max-h-[min(90vh,44rem)] w-[min(36rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-line bg-surface shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 px-6 pt-6 sm:px-8 sm:pt-8">
            <div>
              <Dialog.Title className="text-xl font-semibold tracking-tight text-ink">
                {t('dialog.title')}
              </Dialog.Title>
              <Dialog.Description className="mt-2 text-[0.94rem] leading-relaxed text-ink-soft">
                {t('dialog.description')}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-mt-1 -mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-[var(--radius-base)] text-ink-soft hover:bg-surface-muted"
              aria-label={t('dialog.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <ul className="mt-4 overflow-y-auto px-6 sm:px-8">
            {consentCategories.map((category) => (
              <CategoryRow
                key={category}
                category={category}
                checked={choices[category]}
                onChange={(checked) =>
                  setChoices((current) => ({ ...current, [category]: checked }))
                }
              />
            ))}
          </ul>
          <div className="flex flex-col-reverse gap-3 border-t border-line px-6 py-5 sm:flex-row sm:justify-end sm:px-8">
            <Button type="button" variant="secondary" onClick={onCancel} disabled={isSaving}>
              {t('dialog.cancel')}
            </Button>
            <Button
              type="button"
              onClick={() => onSave({ ...choices, essential: true })}
              disabled={isSaving}
            >
              {t('dialog.save')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
