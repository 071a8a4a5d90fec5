/**
 * The `translations` rows (one field of one document in one language): their shape, the languages
 * and priorities they carry, and how the pipeline finds and saves one.
 */
import type { Payload, PayloadRequest } from 'payload'

import { locales } from '@/i18n/locales'

import type { TranslationStatus } from './fields'
import type { TargetLocale } from './providers/types'

export const TRANSLATION_PRIORITY = 5
/** The priority of work staff asked for now (« Traduire maintenant », « Réessayer »). */
export const URGENT_TRANSLATION_PRIORITY = 10
export const targets = locales.filter((locale): locale is TargetLocale => locale !== 'fr')

export type Row = {
  id: number | string
  collection: string
  documentId: string
  field: string
  locale: TargetLocale
  status: TranslationStatus
  sourceHash?: string | null
  targetHash?: string | null
  attempts?: number | null
  priority?: number | null
}

export type Key = { collection: string; documentId: string; field: string; locale: TargetLocale }

/** The row of one field of one document in one language; null when there is none yet. */
export async function findRow(
  payload: Payload,
  key: Key,
  req?: PayloadRequest,
): Promise<Row | null> {
  const { docs } = await payload.find({
    collection: 'translations',
    where: {
      and: [
        { collection: { equals: key.collection } },
        { documentId: { equals: key.documentId } },
        { field: { equals: key.field } },
        { locale: { equals: key.locale } },
      ],
    },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  return (docs[0] as Row | undefined) ?? null
}

/** Updates the row, or creates it (at the default priority unless `data` names one). */
export async function saveRow(
  payload: Payload,
  key: Key,
  existing: Row | null,
  data: Record<string, unknown>,
  req?: PayloadRequest,
): Promise<void> {
  if (existing)
    await payload.update({
      collection: 'translations',
      id: existing.id,
      data,
      overrideAccess: true,
      depth: 0,
      req,
    })
  else
    await payload.create({
      collection: 'translations',
      data: { ...key, priority: TRANSLATION_PRIORITY, ...data } as never,
      overrideAccess: true,
      depth: 0,
      req,
    })
}
