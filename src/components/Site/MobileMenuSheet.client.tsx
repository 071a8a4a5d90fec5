'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import { useState } from 'react'

import { MenuActions, MenuLinks, type MobileMenuProps } from './MobileMenuParts'
import { ThemeToggle } from './ThemeToggle.client'

/**
 * The navigation in a sheet (./MobileMenu.client.tsx), loaded the first time the menu button is used
 * and shown open at once; from then on its own button opens it.
 */
export default function MobileMenuSheet({ links, more, labels, actions }: MobileMenuProps) {
  const [open, setOpen] = useState(true)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted xl:hidden [@media(scripting:none)]:hidden"
        aria-label={labels.open}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-forest-950/40 backdrop-blur-[2px]" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-[min(22rem,88vw)] flex-col gap-6 overflow-y-auto border-l border-line bg-canvas p-6 shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold tracking-wide text-ink-soft uppercase">
              {labels.title}
            </Dialog.Title>
            <div className="flex items-center gap-1">
              <ThemeToggle />
              <Dialog.Close
                className="inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] hover:bg-surface-muted"
                aria-label={labels.close}
              >
                <X className="size-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <MenuLinks
            links={links}
            more={more}
            label={labels.title}
            onNavigate={() => setOpen(false)}
          />
          <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
            <MenuActions actions={actions} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
