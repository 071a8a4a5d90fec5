/**
 * Passwords too easy to guess to protect anything, refused on the server on sign-up, reset and every
 * change, members and staff alike (docs/security.md › Passwords):
 * - the 49,000 most used passwords of the `@zxcvbn-ts/language-common` dictionary (maintained by the
 *   zxcvbn-ts project, French favourites such as « azerty » and « motdepasse » included);
 * - one character or a short group repeated (« aaaaaa », « ababab », « 123123 »);
 * - the site's own names, or the account's address or name, with nothing but digits, symbols or a
 *   common word around them (« sylva2026 », « Cevennes! », « camille1990 »).
 */
import { dictionary } from '@zxcvbn-ts/language-common'

let common: Set<string> | undefined

/** What an attacker tries first on this site: its names and places. */
export const SITE_WORDS = [
  'sylvotherapie',
  'sylvatherapie',
  'sylva',
  'cevennes',
  'cevenol',
  'lozere',
  'shinrinyoku',
]

/** Less than this many letters around a site or personal word adds nothing worth guessing. */
const MIN_OWN_LETTERS = 4

/** Lower case, accents removed. */
function folded(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
}

/** The usual digit-for-letter swaps undone (« 5ylv4 » is « sylva »). */
function unleet(value: string): string {
  const swaps: Record<string, string> = {
    '0': 'o',
    '1': 'i',
    '3': 'e',
    '4': 'a',
    '5': 's',
    '@': 'a',
    $: 's',
  }
  return value.replace(/[01345@$]/g, (character) => swaps[character] ?? character)
}

function isCommon(value: string): boolean {
  common ??= new Set(dictionary['passwords-common'])
  return common.has(value)
}

/** One character, or a group of up to three, repeated over the whole password. */
function isRepetition(value: string): boolean {
  return /^(.{1,3})\1+$/su.test(value)
}

/** The words of an account that a guess would start with: the address's local part, the name. */
export function personalWords({ email, name }: { email?: string; name?: string }): string[] {
  const local = email?.split('@')[0] ?? ''
  return [local, ...local.split(/[^\p{L}\p{N}]+/u), ...(name ?? '').split(/[^\p{L}]+/u)]
    .map(folded)
    .filter((word) => word.length >= 3)
}

/** Whether the password is one of the site's or the account's words with little of its own around it. */
function isBuiltOn(password: string, words: string[]): boolean {
  for (const candidate of new Set([password, unleet(password)])) {
    const found = words.filter((word) => candidate.includes(word))
    if (found.length === 0) continue
    const rest = found
      .reduce((text, word) => text.split(word).join(' '), candidate)
      .replace(/[^\p{L}]+/gu, '')
    if (rest.length < MIN_OWN_LETTERS || isCommon(rest) || isRepetition(rest)) return true
  }
  return false
}

/**
 * True for a password too easy to guess (see the header). `account` names the account's own address
 * and name where they are known.
 */
export function isCommonPassword(
  password: string,
  account: { email?: string; name?: string } = {},
): boolean {
  const value = folded(password)
  if (isCommon(value) || isCommon(password.toLowerCase())) return true
  if (isRepetition(value)) return true
  return isBuiltOn(value, [...SITE_WORDS, ...personalWords(account)])
}
