import { getReaderTheme, getSiteTheme } from '@/lib/personalisation/server'

import { PersonaliseLauncher } from './PersonaliseLauncher.client'

/** The header's « Personnaliser » button and panel, with the site's theme and a member's own. */
export async function Personalise() {
  const [site, reader] = await Promise.all([getSiteTheme(), getReaderTheme()])
  return <PersonaliseLauncher site={site} saved={reader.saved} isMember={reader.isMember} />
}
