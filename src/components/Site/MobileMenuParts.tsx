import { LogIn, LogOut, Sparkles, UserRound } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'

export type MobileMenuProps = {
  links: { href: string; label: string }[]
  /** The sections the header offers under « Explorer », listed after its links. */
  more: { title: string; links: { href: string; label: string }[] }
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
export function MenuLinks({
  links,
  more,
  label,
  onNavigate,
}: {
  links: MobileMenuProps['links']
  more: MobileMenuProps['more']
  label: string
  onNavigate?: () => void
}) {
  const moreId = useId()
  const item = (link: { href: string; label: string }, size: string) => (
    <li key={link.href}>
      <a
        href={link.href}
        onClick={onNavigate}
        className={`block rounded-md px-3 text-ink hover:bg-surface-muted ${size}`}
      >
        {link.label}
      </a>
    </li>
  )
  return (
    <nav aria-label={label}>
      <ul className="flex flex-col">{links.map((link) => item(link, 'py-2.5 text-lg'))}</ul>
      <h2
        id={moreId}
        className="mt-4 px-3 text-xs font-semibold tracking-wide text-ink-soft uppercase"
      >
        {more.title}
      </h2>
      <ul aria-labelledby={moreId} className="mt-1 flex flex-col">
        {more.links.map((link) => item(link, 'py-2 text-base'))}
      </ul>
    </nav>
  )
}

/** The menu's own buttons: subscribe and sign in, or my area and sign out (a plain form). */
export function MenuActions({ actions }: Pick<MobileMenuProps, 'actions'>) {
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
