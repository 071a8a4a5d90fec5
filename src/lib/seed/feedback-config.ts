import type { Payload } from 'payload'

import { SEED_CONTEXT, type SeedUnit } from './types'

/** The feedback widget at launch: on, on every page, bottom right. */
async function seedFeedbackConfig(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'feedback-config',
    depth: 0,
    context: { ...SEED_CONTEXT },
    data: { isGloballyEnabled: true, enabledPages: ['*'], position: 'bottom-right' },
  })
}

export const feedbackConfigSeed: SeedUnit = { key: 'feedback-config@1', run: seedFeedbackConfig }
