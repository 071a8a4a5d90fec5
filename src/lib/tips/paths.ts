/** The member page of the daily tips (docs/daily-tips.md). Pure. */
export const DAILY_TIPS_PATH = '/membre/conseils-quotidiens'
