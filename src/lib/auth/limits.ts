/**
 * Lengths of the account fields, on their own so that markup used on every page (src/components/Auth/
 * Field.tsx) can read them without loading the forms' validation (src/lib/auth/schemas.ts, zod).
 */
export const PASSWORD_MIN = 6
/** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
export const PASSWORD_MAX = 128
export const NAME_MAX = 100
export const EMAIL_MAX = 255
