/**
 * The strength hint of the new-password fields (docs/security.md › Passwords): zxcvbn's estimate of
 * how many guesses a password needs, told in four words. Its dictionaries are heavy, so the field
 * loads this module on its first input only (src/components/Auth/NewPasswordField.client.tsx). The
 * server's policy (password-policy.ts) stays the judge: what it refuses is always « faible » here.
 */
import { ZxcvbnFactory, type Score } from '@zxcvbn-ts/core'
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common'

import { PASSWORD_MAX, PASSWORD_MIN } from './limits'
import { isCommonPassword, personalWords, SITE_WORDS } from './password-policy'

export const STRENGTHS = ['weak', 'fair', 'good', 'strong'] as const
export type Strength = (typeof STRENGTHS)[number]

/** zxcvbn's scores: 0 and 1 fall to an online or a fast offline attack, 4 resists a long one. */
export function strengthOfScore(score: Score): Strength {
  if (score <= 1) return 'weak'
  if (score === 2) return 'fair'
  return score === 3 ? 'good' : 'strong'
}

let estimator: ZxcvbnFactory | undefined

/**
 * The hint for what is typed so far, null while nothing is. `account` holds the address and name the
 * form knows, which the policy and the estimate both count as guessable.
 */
export function passwordStrength(
  password: string,
  account: { email?: string; name?: string } = {},
): Strength | null {
  if (password.length === 0) return null
  if (password.length < PASSWORD_MIN || isCommonPassword(password, account)) return 'weak'
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs })
  const { score } = estimator.check(password.slice(0, PASSWORD_MAX), [
    ...SITE_WORDS,
    ...personalWords(account),
  ])
  return strengthOfScore(score)
}
