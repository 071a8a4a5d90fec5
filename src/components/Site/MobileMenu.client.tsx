'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { LogIn, LogOut, Menu, Sparkles, UserRound, X } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'

import { ThemeToggle } from './ThemeToggle.client'

export type MobileMenuProps = {
  links: { href: string; label: string }[]
  labels: { open: string; close: string; title: string }
  actions:
    | {
        kind: 'visitor'
        subscribe: { href: string; label: string }
        login: { href: string; label: string }
      }
    | {
        kind: 'signedIn'
        myArea: { href: string; label: string }
        logout: { action: () => Promise<void>; label: string }
      }
}

/** The menu's links (the header's navigation). */
function MenuLinks({
  links,
  label,
  onNavigate,
}: {
  links: MobileMenuProps['links']
  label: string
  onNavigate?: () => void
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              onClick={onNavigate}
              className="block rounded-md px-3 py-3 text-lg text-ink hover:bg-surface-muted"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** The menu's own buttons: subscribe and sign in, or my area and sign out (a plain form). */
function MenuActions({ actions }: Pick<MobileMenuProps, 'actions'>) {
  return actions.kind === 'visitor' ? (
    <>
      <Button asChild size="lg">
        <a href={actions.subscribe.href}>
          <Sparkles aria-hidden="true" />
          {actions.subscribe.label}
        </a>
      </Button>
      <Button asChild variant="secondary" size="lg">
        <a href={actions.login.href}>
          <LogIn aria-hidden="true" />
          {actions.login.label}
        </a>
      </Button>
    </>
  ) : (
    <>
      <Button asChild size="lg">
        <a href={actions.myArea.href}>
          <UserRound aria-hidden="true" />
          {actions.myArea.label}
        </a>
      </Button>
      <form action={actions.logout.action} className="contents">
        <Button type="submit" variant="secondary" size="lg">
          <LogOut aria-hidden="true" />
          {actions.logout.label}
        </Button>
      </form>
    </>
  )
}

/**
 * The same menu when no script runs (CSS `scripting: none`): a native disclosure that opens a panel
 * under the header, so that the navigation is reachable on a phone without JavaScript.
 */
function MenuWithoutScript({ links, labels, actions }: MobileMenuProps) {
  return (
    <details className="group hidden lg:hidden [@media(scripting:none)]:block">
      <summary
        className="inline-flex size-10 cursor-pointer list-none items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden"
        aria-label={labels.open}
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-line bg-canvas px-6 pt-2 pb-6 shadow-xl">
        <MenuLinks links={links} label={labels.title} />
        <div className="mt-4 flex flex-col gap-3 border-t border-line pt-5">
          <MenuActions actions={actions} />
        </div>
      </div>
    </details>
  )
}

/** Below the large breakpoint: the navigation in a sheet, with its own buttons. */
export function MobileMenu({ links, labels, actions }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <MenuWithoutScript links={links} labels={labels} actions={actions} />
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger
          className="inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted lg:hidden [@media(scripting:none)]:hidden"
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
            <MenuLinks links={links} label={labels.title} onNavigate={() => setOpen(false)} />
            <div className="mt-auto flex flex-col gap-3 border-t border-line pt-6">
              <MenuActions actions={actions} />
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
