'use server'

import { getSessionAccount } from '@/lib/auth/viewer'
import { parseReaderTheme, type ReaderTheme } from '@/lib/personalisation'
import { saveMemberTheme } from '@/lib/personalisation/server'

export type SaveThemeResult =
  | { status: 'saved' }
  | {
      status: 'invalid'
      errors: Partial<Record<string, { kind: string; ratio?: number; needed?: number }>>
    }
  | { status: 'notMember' }

/**
 * The « Personnaliser » panel's save for a member: checked here again (colours by the contrast rules,
 * sizes by their ranges), stored in the profile, applied on every device. `null` returns to the
 * site's theme. A visitor's settings stay in their browser (the panel does that itself).
 */
export async function saveThemeAction(input: ReaderTheme | null): Promise<SaveThemeResult> {
  const account = await getSessionAccount()
  if (account?.collection !== 'members') return { status: 'notMember' }
  if (input === null) {
    await saveMemberTheme(account.id, null)
    return { status: 'saved' }
  }
  const parsed = parseReaderTheme(input)
  if (!parsed.ok) return { status: 'invalid', errors: parsed.errors }
  await saveMemberTheme(account.id, parsed.value)
  return { status: 'saved' }
}
