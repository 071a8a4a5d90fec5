import type { Endpoint } from 'payload'

import { isStaffUser } from '@/access'
import { isLocale } from '@/i18n/locales'
import {
  applyTranslationAction,
  translationActions,
  type ActionRequest,
  type TranslationAction,
} from '@/lib/translation/admin'
import type { TargetLocale } from '@/lib/translation/providers/types'

/** The request's fields, from a form post (the admin's overview) or JSON (the row's buttons). */
async function readFields(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? ''
  if (type.includes('application/json'))
    return ((await req.json()) ?? {}) as Record<string, unknown>
  const form = new URLSearchParams(await req.text())
  return Object.fromEntries(form.entries())
}

/** The action asked for, or a reason to refuse it. */
export function parseAction(fields: Record<string, unknown>): ActionRequest | string {
  const action = fields.action
  if (typeof action !== 'string' || !translationActions.includes(action as TranslationAction))
    return 'Action inconnue.'
  const ids = (Array.isArray(fields.ids) ? fields.ids : String(fields.ids ?? '').split(','))
    .map((id) => String(id).trim())
    .filter((id) => /^[\w-]{1,64}$/.test(id))
  const locale = typeof fields.locale === 'string' && fields.locale ? fields.locale : undefined
  if (locale && (!isLocale(locale) || locale === 'fr')) return 'Langue inconnue.'
  const priority = fields.priority === undefined ? undefined : Number(fields.priority)
  const validPriority =
    priority !== undefined && Number.isInteger(priority) && priority >= 1 && priority <= 10
  if (action === 'priority' && !validPriority) return 'La priorité est un entier de 1 à 10.'
  if (action === 'priority' && !ids.length) return 'Aucune traduction choisie.'
  return {
    action: action as TranslationAction,
    ids,
    locale: locale as TargetLocale | undefined,
    priority,
  }
}

/** Back to the translations list (a relative address: the browser stays on the admin's host). */
const backToList = (query: string) =>
  new Response(null, {
    status: 303,
    headers: { Location: `/admin/collections/translations?${query}`, 'Cache-Control': 'no-store' },
  })

/**
 * POST /api/translations/actions (staff): « Traduire maintenant », « Réessayer les échecs »,
 * « Priorité », « Recenser » (src/lib/translation/admin.ts). A form post is answered with a redirect
 * back to the list carrying the outcome; JSON with `{ affected }`. Translation is never triggered by
 * a visitor: this is the only way to ask for it besides publishing.
 */
export const translationActionsEndpoint: Endpoint = {
  path: '/actions',
  method: 'post',
  handler: async (req) => {
    const json = (req.headers.get('content-type') ?? '').includes('application/json')
    if (!isStaffUser(req.user))
      return Response.json({ error: 'Réservé à l’équipe.' }, { status: 403 })
    const parsed = parseAction(await readFields(req as unknown as Request))
    if (typeof parsed === 'string') {
      if (json) return Response.json({ error: parsed }, { status: 400 })
      return backToList(`actionError=${encodeURIComponent(parsed)}`)
    }
    try {
      const affected = await applyTranslationAction(req.payload, parsed)
      if (json) return Response.json({ affected })
      return backToList(`done=${parsed.action}&affected=${affected}`)
    } catch (error) {
      req.payload.logger.error({ err: error, msg: 'Translation action failed' })
      const message = 'L’action n’a pas pu être menée ; rien n’a été perdu, réessayez.'
      if (json) return Response.json({ error: message }, { status: 500 })
      return backToList(`actionError=${encodeURIComponent(message)}`)
    }
  },
}
