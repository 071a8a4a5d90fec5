/** The bot check's test page exists outside production only (src/lib/bot-check/test-page.ts). */
import { describe, expect, it } from 'vitest'

import { isBotCheckTestPageEnabled } from '@/lib/bot-check/test-page'
import { readEnv } from '@/lib/platform/config/env'

describe('the bot check test page', () => {
  it('is there in development and in the embedded mode of `npm start`', () => {
    expect(isBotCheckTestPageEnabled({ isProduction: false })).toBe(true)
    expect(isBotCheckTestPageEnabled(readEnv({ NODE_ENV: 'development' }))).toBe(true)
  })

  it('is a 404 in production', () => {
    expect(isBotCheckTestPageEnabled({ isProduction: true })).toBe(false)
  })
})
