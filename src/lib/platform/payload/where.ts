/**
 * Filters from outside checked against the fields they name, before any SQL is built
 * (docs/security.md › Filters). Payload checks a `where`'s paths and operators but hands its values to
 * the database adapter as they come: a text where an id is stored, a date that is none, `near` on a
 * text field or a list where one value goes make the driver fail, which answered 500 and logged the SQL
 * with the visitor's values. Such a filter is refused with 400 and a short reason naming the field and
 * operator only; paths this module cannot resolve are left to Payload, which refuses unknown ones.
 * Kept whole: one walk over a filter, checking each path against the field it names.
 */
import {
  APIError,
  type AfterErrorHook,
  type CollectionSlug,
  type FlattenedField,
  type Payload,
  type Where,
} from 'payload'
import { validOperatorSet } from 'payload/shared'

/** A filter that cannot be run as asked. Its message names schema paths and operators, never values. */
export class InvalidQueryError extends APIError {
  constructor(reason: string) {
    super(`Invalid query: ${reason}`, 400)
    // Payload's name for a refused query (logged at info, src/payload.config.ts › loggingLevels); set
    // by hand since a production bundle may rename classes.
    this.name = 'QueryError'
  }
}

export type WhereSchema = {
  fields: FlattenedField[]
  /** The fields of another collection (relationship paths), undefined when unknown. */
  fieldsOf: (slug: string) => FlattenedField[] | undefined
  localeCodes: readonly string[]
  /** Version queries: `version.<path>` names the document's field, `parent` its id. */
  versions?: boolean
}

/** What a filter on one collection may name, from the running configuration. */
export function whereSchemaOf(
  payload: Payload,
  slug: string,
  { versions = false }: { versions?: boolean } = {},
): WhereSchema | undefined {
  const collection = payload.collections[slug as CollectionSlug]
  if (!collection) return undefined
  return {
    fields: collection.config.flattenedFields,
    fieldsOf: (other) => payload.collections[other as CollectionSlug]?.config.flattenedFields,
    localeCodes: payload.config.localization ? payload.config.localization.localeCodes : [],
    versions,
  }
}

type Kind =
  | { kind: 'id' }
  | { kind: 'number'; hasMany: boolean }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  | { kind: 'select'; options: Set<string>; hasMany: boolean }
  | { kind: 'text'; hasMany: boolean }
  | { kind: 'relationship'; hasMany: boolean }
  | { kind: 'polymorphic'; targets: Set<string> }
  | { kind: 'document' }
  | { kind: 'container' }
  | { kind: 'point' }

/** The integer ids of this project's tables (PostgreSQL `integer`, SQLite `integer`). */
const MAX_ID = 2_147_483_647
const NUMERIC = /^\s*-?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const invalid = (path: string, operator: string, why: string) =>
  new InvalidQueryError(`${path} ${operator}: ${why}`)

function optionValues(field: FlattenedField): Set<string> {
  const options = 'options' in field && Array.isArray(field.options) ? field.options : []
  return new Set(options.map((option) => (typeof option === 'string' ? option : option.value)))
}

function kindOf(field: FlattenedField, schema: WhereSchema, rest: string[]): Kind | undefined {
  const hasMany = 'hasMany' in field && field.hasMany === true
  switch (field.type) {
    case 'number':
      return { kind: 'number', hasMany }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'select':
    case 'radio':
      return { kind: 'select', options: optionValues(field), hasMany }
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { kind: 'text', hasMany }
    case 'point':
      return { kind: 'point' }
    case 'richText':
    case 'json':
      return rest.length === 0 ? { kind: 'document' } : undefined
    case 'array':
    case 'group':
    case 'blocks':
    case 'tab':
      return rest.length === 0 ? { kind: 'container' } : undefined
    case 'relationship':
    case 'upload': {
      if (Array.isArray(field.relationTo)) {
        if (rest.length === 0) return { kind: 'polymorphic', targets: new Set(field.relationTo) }
        return rest.length === 1 && rest[0] === 'value'
          ? { kind: 'relationship', hasMany: false }
          : undefined
      }
      if (rest.length === 0 || (rest.length === 1 && rest[0] === 'id'))
        return hasNumericIds(schema.fieldsOf(field.relationTo))
          ? { kind: 'relationship', hasMany }
          : undefined
      return undefined
    }
    default:
      return undefined
  }
}

/** Whether a collection uses the database's integer ids (no `id` field of its own). */
function hasNumericIds(fields: FlattenedField[] | undefined): boolean {
  return fields !== undefined && !fields.some((field) => field.name === 'id')
}

/** What a path names, or undefined when this module does not know (Payload then decides). */
function resolve(path: string, schema: WhereSchema): Kind | undefined {
  let segments = path.replace(/__/g, '.').split('.')
  if (schema.versions) {
    if (segments.length === 1 && segments[0] === 'parent') return { kind: 'id' }
    if (segments[0] === 'version') segments = segments.slice(1)
  }
  return resolveIn(schema.fields, segments, schema)
}

function resolveIn(
  fields: FlattenedField[] | undefined,
  [name, ...after]: string[],
  schema: WhereSchema,
): Kind | undefined {
  const field = fields?.find((each) => each.name === name)
  if (!field) return fields && name === 'id' && after.length === 0 ? { kind: 'id' } : undefined
  const rest =
    field.localized && after[0] && schema.localeCodes.includes(after[0]) ? after.slice(1) : after
  const kind = kindOf(field, schema, rest)
  if (kind || rest.length === 0) return kind
  if (field.type === 'group' || field.type === 'array' || field.type === 'tab')
    return resolveIn(field.flattenedFields, rest, schema)
  if (
    (field.type === 'relationship' || field.type === 'upload') &&
    typeof field.relationTo === 'string'
  )
    return resolveIn(schema.fieldsOf(field.relationTo), rest, schema)
  return undefined
}

/** GraphQL's DateTime scalar hands dates over as Date objects; a query string as text. */
const isScalar = (value: unknown) =>
  value === null || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)

function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && NUMERIC.test(value) && Number.isFinite(Number(value))
}

function isId(value: unknown): boolean {
  if (!isNumber(value)) return false
  const id = Number(value)
  return Number.isInteger(id) && Math.abs(id) <= MAX_ID
}

function isDate(value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date))
    return false
  const date = new Date(value)
  const year = date.getUTCFullYear()
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999
}

const isBoolean = (value: unknown) =>
  value === true || value === false || value === 'true' || value === 'false'

/** "Is null" in a filter: `equals: null` from GraphQL, `equals=null` from a query string. */
const isNullish = (value: unknown) => value === null || value === 'null'

/** Whether one value fits a field of this kind (for comparisons and list members). */
function fits(kind: Kind, value: unknown): boolean {
  switch (kind.kind) {
    case 'id':
    case 'relationship':
      return isId(value)
    case 'number':
      return isNumber(value)
    case 'date':
      return isDate(value) || value === ''
    case 'checkbox':
      return isBoolean(value)
    case 'select':
      return typeof value === 'string' && kind.options.has(value)
    case 'text':
      return isScalar(value) && value !== null && !(value instanceof Date)
    default:
      return false
  }
}

/** The members of an `in`/`not_in` list: an array, a comma-separated string or one number. */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  if (typeof value === 'number') return [value]
  return undefined
}

function checkValue(kind: Kind, path: string, operator: string, value: unknown): void {
  const refuse = (why: string): never => {
    throw invalid(path, operator, why)
  }
  if (operator === 'exists') {
    if (!isBoolean(value)) refuse('takes true or false')
    if (kind.kind === 'polymorphic') refuse(`not supported here, use ${path}.value`)
    return
  }
  if (operator === 'all') refuse('not supported')
  if (operator === 'near' || operator === 'within' || operator === 'intersects') {
    if (kind.kind !== 'point') refuse('only for point fields')
    if (operator === 'near') {
      const parts = listOf(value)
      if (!parts || parts.length < 2 || parts.length > 4 || !parts.every(isNumber))
        refuse('takes longitude,latitude[,max[,min]]')
    } else if (!isPlainObject(value) || typeof value.type !== 'string')
      refuse('takes a GeoJSON object')
    return
  }
  if (kind.kind === 'polymorphic') {
    const target = isPlainObject(value) ? value : undefined
    if (
      operator !== 'equals' ||
      !target ||
      typeof target.relationTo !== 'string' ||
      !kind.targets.has(target.relationTo) ||
      !isId(target.value)
    )
      refuse(`takes equals { relationTo, value }, or use ${path}.value`)
    return
  }
  if (kind.kind === 'document' || kind.kind === 'container' || kind.kind === 'point')
    refuse('only exists applies to this field')
  if (operator === 'in' || operator === 'not_in') {
    const members = listOf(value)
    if (!members || members.length === 0) return refuse('takes a list')
    for (const member of members) if (!fits(kind, member)) refuse(expected(kind))
    return
  }
  if (operator === 'contains') {
    const many = 'hasMany' in kind && kind.hasMany
    if (kind.kind === 'relationship' && many && isPlainObject(value)) return
    if (kind.kind !== 'text' && !many) refuse('only for text and multiple-value fields')
    if (!fits(kind, value)) refuse(expected(kind))
    return
  }
  if (operator === 'like' || operator === 'not_like') {
    // Payload turns `like` on an id into `equals`; `not_like` on it would compare a number as text.
    const numeric = kind.kind === 'id' || kind.kind === 'relationship' || kind.kind === 'number'
    if (kind.kind !== 'text' && !(numeric && operator === 'like')) refuse('only for text fields')
    // Payload splits a `like` text into words: anything but a string would fail there.
    if (!fits(kind, value) || (kind.kind === 'text' && typeof value !== 'string'))
      refuse(expected(kind))
    return
  }
  // equals, not_equals and the comparisons: one value.
  if (!isScalar(value)) refuse('takes one value')
  if ((operator === 'equals' || operator === 'not_equals') && isNullish(value)) {
    // Payload reads the text "null" as null for ids, numbers and dates, not for checkboxes and selects.
    if (value === null || !(kind.kind === 'checkbox' || kind.kind === 'select')) return
  }
  if (!fits(kind, value)) refuse(expected(kind))
}

function expected(kind: Kind): string {
  switch (kind.kind) {
    case 'id':
    case 'relationship':
      return 'takes document ids (whole numbers)'
    case 'number':
      return 'takes numbers'
    case 'date':
      return 'takes dates'
    case 'checkbox':
      return 'takes true or false'
    case 'select':
      return 'takes one of the field’s options'
    default:
      return 'takes text'
  }
}

/**
 * Throws InvalidQueryError when `where` cannot be run as asked: not an object, `and`/`or` without a
 * list, a field without operators, or a value that does not fit the field's type or the operator.
 */
export function checkWhere(
  where: unknown,
  schema: WhereSchema,
): asserts where is Where | undefined {
  if (where === undefined) return
  checkClause(where, schema)
}

function checkClause(where: unknown, schema: WhereSchema): void {
  if (!isPlainObject(where)) throw new InvalidQueryError('a filter is an object of fields')
  for (const [path, constraint] of Object.entries(where)) {
    const combinator = path.toLowerCase()
    if (combinator === 'and' || combinator === 'or') {
      if (!Array.isArray(constraint)) throw new InvalidQueryError(`${combinator} takes a list`)
      for (const clause of constraint) checkClause(clause, schema)
      continue
    }
    if (!isPlainObject(constraint))
      throw new InvalidQueryError('each field in a filter takes an object of operators')
    const kind = resolve(path, schema)
    if (!kind) continue
    for (const [operator, value] of Object.entries(constraint)) {
      if (validOperatorSet.has(operator as never)) checkValue(kind, path, operator, value)
    }
  }
}

/** The query-string parameters that Payload's REST routes read as JSON when given as a string. */
const JSON_PARAMETERS = ['where', 'data'] as const

function malformedJsonParameter(query: Record<string, unknown> | undefined): string | undefined {
  return JSON_PARAMETERS.find((name) => {
    const value = query?.[name]
    if (typeof value !== 'string' || value.length === 0) return false
    try {
      JSON.parse(value)
      return false
    } catch {
      return true
    }
  })
}

/**
 * Payload's REST routes `JSON.parse` a `where` (or `data`) given as a string before any hook runs, so
 * `?where=abc` threw a SyntaxError: 500, logged with a piece of the value. Payload does not log
 * SyntaxErrors (src/payload.config.ts › loggingLevels); this hook answers 400 when the visitor's
 * parameter is the malformed JSON, and logs any other SyntaxError as the server error it is.
 */
export const answerMalformedParametersWith400: AfterErrorHook = ({ error, req }) => {
  if (error.name !== 'SyntaxError') return
  const parameter = malformedJsonParameter(req.query as Record<string, unknown> | undefined)
  if (!parameter) {
    req.payload.logger.error({ err: error })
    return
  }
  return {
    status: 400,
    response: { errors: [{ message: `Invalid query: ${parameter} is not valid JSON` }] },
  }
}
