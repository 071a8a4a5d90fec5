import { getMemberPersonalisation } from '@/lib/auth/viewer'
import { getSiteTheme, readerThemeOf } from '@/lib/personalisation/server'

import { PersonaliseLauncher } from './PersonaliseLauncher.client'

/** The header's « Personnaliser » button and panel, with the site's theme and a member's own. */
export async function Personalise() {
  const [site, member] = await Promise.all([getSiteTheme(), getMemberPersonalisation()])
  return (
    <PersonaliseLauncher
      site={site}
      saved={member.isMember ? readerThemeOf(member.personalisation) : null}
      isMember={member.isMember}
    />
  )
}
