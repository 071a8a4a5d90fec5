/**
 * The bot check's test page: a page that shows the widget alone and verifies what it sends, for
 * developers trying the check end to end. It exists outside production only. Pure.
 */
export const BOT_CHECK_TEST_PATH = '/test-verification-robot'

export function isBotCheckTestPageEnabled(env: { isProduction: boolean }): boolean {
  return !env.isProduction
}
