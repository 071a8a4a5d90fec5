'use server'

import { redirect } from 'next/navigation'

import { toLocale } from '@/i18n/locales'
import { localizedHref } from '@/i18n/routing'
import { formString } from '@/lib/auth/schemas'
import { requireMember } from '@/lib/auth/guard'
import { getViewer } from '@/lib/auth/viewer'
import { getLibraryDocument } from '@/lib/content/library'
import { setModuleDone } from '@/lib/content/progress'
import { modulePath } from '@/lib/content/routes'
import { canAccess } from '@/lib/entitlements/gate'
import type { Formation } from '@/payload-types'

/**
 * "Marquer comme terminé" (and its undo) on a module page. A plain form post, so it works without
 * JavaScript; only the member themself, with the right to the formation, may record it.
 */
export async function toggleModuleDoneAction(form: FormData): Promise<void> {
  const locale = toLocale(formString(form, 'lang'))
  const formationSlug = formString(form, 'formation') ?? ''
  const moduleId = formString(form, 'module') ?? ''
  const isDone = formString(form, 'done') === '1'
  const back = localizedHref(modulePath(formationSlug, moduleId), locale)
  const member = await requireMember({ back })
  const formation = (await getLibraryDocument(
    'formations',
    formationSlug,
    locale,
  )) as Formation | null
  if (!formation || !canAccess(formation, await getViewer())) redirect(back)
  if (!formation.modules?.some((module) => module.id === moduleId)) redirect(back)
  await setModuleDone({
    member,
    formation,
    moduleId,
    isDone,
  })
  redirect(back)
}
