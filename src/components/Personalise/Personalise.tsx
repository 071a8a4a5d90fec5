import { getSessionAccount } from '@/lib/auth/viewer'
import { getSiteTheme, readerThemeOf } from '@/lib/personalisation/server'

import { PersonaliseLauncher } from './PersonaliseLauncher.client'

/** The header's « Personnaliser » button and panel, with the site's theme and a member's own. */
export async function Personalise() {
  const [site, account] = await Promise.all([getSiteTheme(), getSessionAccount()])
  const isMember = account?.collection === 'members'
  return (
    <PersonaliseLauncher
      site={site}
      saved={isMember ? readerThemeOf(account.personalisation) : null}
      isMember={isMember}
    />
  )
}
