/**
 * The documents and globals the rows point at: their translated fields, one language read as
 * published, and the pipeline's own writes.
 */
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import type { Locale } from '@/i18n/locales'
import { FULL_CONTENT_CONTEXT } from '@/lib/entitlements'

import { translatableFields, type TranslatableField } from './fields'
import type { TargetLocale } from './providers/types'

/** Set on the pipeline's own writes, so they are neither queued again nor taken for an editor's. */
export const MACHINE_CONTEXT = { machineTranslation: true } as const

/** A global's rows carry `global:<slug>` as their collection and the slug as document id. */
export const GLOBAL_PREFIX = 'global:'

/** The translated fields of a collection or global named as in the `translations` rows. */
export function sourceFields(payload: Payload, name: string): TranslatableField[] | null {
  if (name.startsWith(GLOBAL_PREFIX)) {
    const global = payload.config.globals.find((g) => g.slug === name.slice(GLOBAL_PREFIX.length))
    return global ? translatableFields(global.fields) : null
  }
  const config = payload.collections[name as CollectionSlug]?.config
  return config ? translatableFields(config.fields) : null
}

/** A document (or global) as published, in one language without fallback; null when gone. */
export async function readSource(
  payload: Payload,
  name: string,
  documentId: string,
  locale: Locale,
  req?: PayloadRequest,
): Promise<Record<string, unknown> | null> {
  const common = {
    locale,
    fallbackLocale: false as const,
    depth: 0,
    draft: false,
    overrideAccess: true,
    req,
    // The whole document (a premium body read without a viewer comes back empty). Not inside a
    // save: Payload would merge it into that request's own context.
    ...(req ? {} : { context: { ...FULL_CONTENT_CONTEXT } }),
  }
  const found = name.startsWith(GLOBAL_PREFIX)
    ? payload.findGlobal({ slug: name.slice(GLOBAL_PREFIX.length) as GlobalSlug, ...common })
    : payload.findByID({ collection: name as CollectionSlug, id: documentId, ...common })
  return ((await found.catch(() => null)) as Record<string, unknown> | null) ?? null
}

/** The pipeline's write of one language (under `MACHINE_CONTEXT`). */
export async function writeSource(
  payload: Payload,
  name: string,
  documentId: string,
  locale: TargetLocale,
  data: Record<string, unknown>,
): Promise<void> {
  const common = {
    locale,
    data: data as never,
    context: { ...MACHINE_CONTEXT },
    overrideAccess: true,
    depth: 0,
  }
  if (name.startsWith(GLOBAL_PREFIX))
    await payload.updateGlobal({ slug: name.slice(GLOBAL_PREFIX.length) as GlobalSlug, ...common })
  else await payload.update({ collection: name as CollectionSlug, id: documentId, ...common })
}

/** The name a row shows for its document: its title, name or label. */
export const titleOf = (doc: Record<string, unknown>, fallback: string): string =>
  [doc.title, doc.name, doc.label].find(
    (value): value is string => typeof value === 'string' && value.trim() !== '',
  ) ?? fallback
