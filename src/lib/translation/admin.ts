/**
 * The admin's « Traductions » view (docs/translation.md): where every language stands, what the
 * provider has used, and the actions staff take (translate now, retry the failures, change a
 * priority, take stock of content published before the pipeline). Server code only; every action is
 * checked for staff by its caller (src/endpoints/translationActions.ts).
 */
import type { CollectionSlug, GlobalSlug, Payload, TaskConfig, Where } from 'payload'

import { runJobsSoon } from '@/lib/platform/jobs/runner'

import { queueInventory } from './census'
import { translationStatuses, type TranslationStatus } from './fields'
import type { ProviderUsage, TargetLocale } from './providers/types'
import { isTranslated } from './hooks'
import { inventory } from './inventory'
import { queueTranslation } from './queue'
import { targets, URGENT_TRANSLATION_PRIORITY, type Row } from './rows'
import { providerFromEnv, providerPausedFor } from './server'

export type TranslationCounts = Record<TargetLocale, Record<TranslationStatus, number>>

/** How many fields stand in each status, per language. */
export async function translationCounts(payload: Payload): Promise<TranslationCounts> {
  const counts = {} as TranslationCounts
  for (const locale of targets) {
    counts[locale] = {} as Record<TranslationStatus, number>
    for (const status of translationStatuses) {
      const { totalDocs } = await payload.count({
        collection: 'translations',
        where: { and: [{ locale: { equals: locale } }, { status: { equals: status } }] },
        overrideAccess: true,
      })
      counts[locale][status] = totalDocs
    }
  }
  return counts
}

export type ProviderReport = {
  provider: 'deepl' | 'libretranslate' | null
  /** What the provider says about this billing period (DeepL does; LibreTranslate does not). */
  usage: ProviderUsage | null
  /** The provider could not be asked (its error), when it was asked. */
  usageError: string | null
  /** French characters this site sent since the first of the month (from the cache). */
  sentThisMonth: { characters: number; texts: number }
  /** Milliseconds this instance keeps the provider paused after repeated failures. */
  pausedForMs: number | null
}

/** The provider, its usage and this month's own count. */
export async function providerReport(payload: Payload, now = new Date()): Promise<ProviderReport> {
  const provider = providerFromEnv()
  let usage: ProviderUsage | null = null
  let usageError: string | null = null
  if (provider)
    usage = await provider.usage().catch((error: unknown) => {
      usageError = error instanceof Error ? error.message.slice(0, 200) : String(error)
      return null
    })
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
  let characters = 0
  let texts = 0
  for (let page = 1, more = true; more; page++) {
    const result = await payload.find({
      collection: 'translation-cache',
      where: { createdAt: { greater_than_equal: monthStart.toISOString() } },
      select: { characters: true },
      limit: 1000,
      page,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of result.docs) characters += Number(doc.characters ?? 0)
    texts += result.docs.length
    more = result.hasNextPage
  }
  return {
    provider: provider?.name ?? null,
    usage,
    usageError,
    sentThisMonth: { characters, texts },
    pausedForMs: providerPausedFor(now.getTime()),
  }
}

export const translationActions = ['now', 'retry', 'priority', 'inventory'] as const
export type TranslationAction = (typeof translationActions)[number]

export type ActionRequest = {
  action: TranslationAction
  /** Rows to act on; none: every row matching `locale` (and the action's statuses). */
  ids?: (number | string)[]
  locale?: TargetLocale
  /** For `priority`: 1–10, higher first. */
  priority?: number
}

const WAITING: TranslationStatus[] = ['pending', 'queued', 'failed']

/** Queues one job per document and language among `rows` (a job translates all of its waiting fields). */
async function queueGroups(payload: Payload, rows: Row[], priority: number): Promise<void> {
  const groups = new Map<string, Row>()
  for (const row of rows)
    groups.set(`${row.collection}\u0000${row.documentId}\u0000${row.locale}`, row)
  for (const row of groups.values())
    await queueTranslation(
      payload,
      {
        collection: row.collection,
        documentId: row.documentId,
        field: row.field,
        locale: row.locale,
      },
      { priority, runNow: false },
    )
}

/**
 * Carries out one action; how many rows it touched (`inventory` is queued as a job: 0).
 * - `now`: waiting rows (to translate, queued, failed) queued again at the top priority, run at once;
 * - `retry`: the same for failed rows only;
 * - `priority`: the rows' priority changed; those still waiting are queued again at it;
 * - `inventory`: every published document and translated global checked, in the background
 *   (`translationInventoryTask`).
 */
export async function applyTranslationAction(
  payload: Payload,
  request: ActionRequest,
): Promise<number> {
  if (request.action === 'inventory') {
    await queueInventory(payload, { runNow: true, priority: URGENT_TRANSLATION_PRIORITY })
    return 0
  }
  if (request.action === 'priority' && !request.ids?.length) return 0
  const statuses =
    request.action === 'retry'
      ? (['failed'] as TranslationStatus[])
      : request.action === 'now'
        ? WAITING
        : null
  const and: Where[] = []
  if (request.ids?.length) and.push({ id: { in: request.ids } })
  if (request.locale) and.push({ locale: { equals: request.locale } })
  if (statuses) and.push({ status: { in: statuses } })
  const { docs } = await payload.find({
    collection: 'translations',
    where: { and },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const rows = docs as unknown as Row[]
  if (!rows.length) return 0
  // (`priority` comes checked from parseAction: rows named, an integer from 1 to 10.)
  const priority =
    request.action === 'priority' ? Number(request.priority) : URGENT_TRANSLATION_PRIORITY
  for (const row of rows)
    await payload.update({
      collection: 'translations',
      id: row.id,
      data:
        request.action === 'priority'
          ? { priority }
          : { priority, status: 'queued', lastError: null },
      overrideAccess: true,
      depth: 0,
    })
  const waiting = rows.filter(
    (row) => request.action !== 'priority' || WAITING.includes(row.status),
  )
  await queueGroups(payload, waiting, priority)
  if (request.action !== 'priority') runJobsSoon(payload)
  return rows.length
}

/** A configuration label in French (a label may be one string or one per language). */
function labelOf(label: unknown): string | null {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'fr' in label && typeof label.fr === 'string')
    return label.fr
  return null
}

/** Every published document of the translated collections and globals checked (`inventory`). */
export async function inventoryAll(payload: Payload): Promise<number> {
  const collections = payload.config.collections
    .filter((collection) => collection.hooks.afterChange?.some(isTranslated))
    .map((collection) => collection.slug as CollectionSlug)
  const globals = payload.config.globals
    .filter((global) => global.hooks.afterChange?.some(isTranslated))
    .map((global) => ({
      slug: global.slug as GlobalSlug,
      title: labelOf(global.label) ?? global.slug,
    }))
  return inventory(payload, { collections, globals })
}

/** The background job behind « Recenser les contenus publiés ». */
export const translationInventoryTask: TaskConfig<{ input: object; output: { created: number } }> =
  {
    slug: 'translationInventory',
    label: 'Take stock of translations',
    retries: { attempts: 2 },
    inputSchema: [],
    outputSchema: [{ name: 'created', type: 'number' }],
    handler: async ({ req }) => ({ output: { created: await inventoryAll(req.payload) } }),
  }
