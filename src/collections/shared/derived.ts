/**
 * Fields an editor may leave empty because the save fills them from the document's own text: the
 * address from the title, the reading time and the excerpt from the body (`@/lib/content/derive`).
 * They stay required: the fill runs in `beforeValidate`, so the check that follows sees the value.
 */
import { validations, type FieldHook, type PayloadRequest, type Where } from 'payload'

import { excerptOf, numberedSlug, readingMinutes, slugify } from '@/lib/content/derive'

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * The admin checks fields live as the editor types (`event: 'onChange'`), before any hook: an empty
 * field the save will fill passes there. The save itself still refuses it when nothing could fill it.
 */
export function filledOnSave<Args extends [unknown, { event?: 'onChange' | 'submit' }], R>(
  validate: (...args: Args) => R,
): (...args: Args) => R | true {
  return (...args) => (isEmpty(args[0]) && args[1].event === 'onChange' ? true : validate(...args))
}

type Args = Parameters<FieldHook>[0]

/** A top-level field's stored value (an array's rows always come whole with the save). */
const stored = ({ path, originalDoc }: Args, name: string): unknown =>
  path.length === 1 ? (originalDoc as Record<string, unknown> | undefined)?.[name] : undefined

/** The value sent with the save, or the stored one when the save does not name the field. */
const current = (args: Args, name: string): unknown =>
  name in args.siblingData
    ? (args.siblingData as Record<string, unknown>)[name]
    : stored(args, name)

/**
 * Whether the save leaves the field as it is: an update that does not name it keeps the stored value,
 * and fills it only when publishing (a partial write in another language, or the machine's, adds
 * nothing of its own).
 */
const keepsStored = (args: Args, name: string) =>
  !(name in args.siblingData) &&
  args.operation !== 'create' &&
  (!isEmpty(stored(args, name)) ||
    (args.data as { _status?: unknown } | undefined)?._status !== 'published')

/** A localized value in the save's language, or French when all languages come at once. */
function textIn(value: unknown): string {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && 'fr' in value) return textIn(value.fr)
  return ''
}

async function slugTaken({
  req,
  collection,
  slug,
  id,
}: {
  req: PayloadRequest
  collection: string
  slug: string
  id: unknown
}): Promise<boolean> {
  const and: Where[] = [{ slug: { equals: slug } }]
  if (typeof id === 'string' || typeof id === 'number') and.push({ id: { not_equals: id } })
  const { totalDocs } = await req.payload.count({
    collection: collection as 'articles',
    where: { and },
    overrideAccess: true,
    req,
  })
  return totalDocs > 0
}

/**
 * A typed address is tidied (accents folded, dashes); an empty one is made from the title, numbered
 * `-2`, `-3`… when the collection already holds it.
 */
export const generateSlug: FieldHook = async (args) => {
  const { value, data, originalDoc, collection, req } = args
  if (typeof value === 'string' && value.trim()) return slugify(value)
  if (keepsStored(args, 'slug') || !collection) return value
  // The field the admin shows as the document's name (`title`, or `name` for categories and entries).
  const titleField = collection.admin?.useAsTitle ?? 'title'
  const title = textIn(data?.[titleField]) || textIn(originalDoc?.[titleField])
  if (!title.trim()) return value
  const base = slugify(title) || slugify(collection.slug)
  for (let n = 1; n < 1000; n++) {
    const candidate = numberedSlug(base, n)
    if (
      !(await slugTaken({ req, collection: collection.slug, slug: candidate, id: originalDoc?.id }))
    )
      return candidate
  }
  return value
}

/** An empty reading time is the body's, at about 200 words a minute. */
export const readingTimeFromBody: FieldHook = (args) => {
  const { value } = args
  if (!isEmpty(value) || keepsStored(args, 'minutes')) return value
  return readingMinutes(current(args, 'body')) ?? value
}

/** An empty formation time is the sum of its modules' (each from its own text when empty). */
export const totalOfModules: FieldHook = (args) => {
  const { value } = args
  if (!isEmpty(value) || keepsStored(args, 'minutes')) return value
  const modules = current(args, 'modules')
  if (!Array.isArray(modules) || !modules.length) return value
  let total = 0
  for (const row of modules as { minutes?: unknown; body?: unknown }[]) {
    const minutes = typeof row.minutes === 'number' ? row.minutes : readingMinutes(row.body)
    if (!minutes) return value
    total += minutes
  }
  return total
}

/** An empty excerpt is the body's opening words. */
export function excerptFromBody(maxLength: number): FieldHook {
  return (args) => {
    const { value } = args
    if (!isEmpty(value) || keepsStored(args, 'excerpt')) return value
    return excerptOf(current(args, 'body'), maxLength) ?? value
  }
}

export const {
  number: numberValidation,
  text: textValidation,
  textarea: textareaValidation,
} = validations
