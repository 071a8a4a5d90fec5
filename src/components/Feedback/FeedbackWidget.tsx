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
  const viewer = await getViewer()
  return (
    <FeedbackLauncher
      settings={settings}
      email={viewer.kind === 'signedIn' ? viewer.email : null}
    />
  )
}
