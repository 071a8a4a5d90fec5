import { getViewer } from '@/lib/auth/viewer'
import { getFeedbackSettings } from '@/lib/feedback/settings'

import { FeedbackLauncher } from './FeedbackWidget.client'

/**
 * The feedback widget (docs/behaviour.md › Feedback widget): nothing at all when its configuration
 * cannot be read or it is off; otherwise the button, which itself checks the page against the
 * enabled list.
 */
export async function FeedbackWidget() {
  const settings = await getFeedbackSettings()
  if (!settings?.isGloballyEnabled || settings.enabledPages.length === 0) return null
  // Signed in or not only: the dialog asks for the account's address when it opens, so that no
  // page carries it (members' pages are shared by audience, lib/auth/audience.ts).
  const viewer = await getViewer()
  return <FeedbackLauncher settings={settings} isSignedIn={viewer.kind === 'signedIn'} />
}
