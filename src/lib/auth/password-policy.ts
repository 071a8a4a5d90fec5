/**
 * Passwords that are too common to protect anything: the 49,000 most used passwords of the
 * `@zxcvbn-ts/language-common` dictionary (maintained by the zxcvbn-ts project, French favourites such as
 * « azerty » and « motdepasse » included). Checked on the server only, on sign-up, reset and every
 * change, members and staff alike.
 */
import { dictionary } from '@zxcvbn-ts/language-common'

let common: Set<string> | undefined

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(password.toLowerCase())
}
