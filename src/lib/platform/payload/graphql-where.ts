/**
 * GraphQL filters checked before anything runs (docs/security.md › Filters). The REST read guard
 * (src/access/harden.ts) refuses the same filters inside the resolver, but Payload's GraphQL handler
 * logs every resolver error at error level: a visitor's bad filter read as a server fault. As a
 * validation rule (Payload's `graphQL.validationRules`), a `where` that checkWhere refuses is a
 * GraphQL validation error: the visitor gets its reason (HTTP 400 when the client accepts
 * `application/graphql-response+json`, 200 with errors and no data for plain `application/json`, as
 * the GraphQL-over-HTTP spec has it), the log gets the reason at QueryError's level, never a value.
 */
// Payload's own instance of graphql: its schema's types are checked against the module that made them.
import { GraphQL } from '@payloadcms/graphql/types'
import {
  formatNames,
  logError,
  toWords,
  type Payload,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { checkWhere, whereSchemaOf } from './where'

const { getArgumentValues, getNamedType, getOperationAST, getVariableValues, GraphQLError } =
  GraphQL

type Target = { slug: string; versions: boolean }

const targetsByConfig = new WeakMap<SanitizedConfig, Map<string, Target>>()

/**
 * The collection each `where` input type filters, by the names Payload gives those types: the
 * collection's GraphQL singular name, `_where` (and its `_and`/`_or` lists), `versions` before it for
 * version queries. Join fields reuse their collection's type.
 */
export function whereInputTypes(config: SanitizedConfig): Map<string, Target> {
  const known = targetsByConfig.get(config)
  if (known) return known
  const targets = new Map<string, Target>()
  for (const collection of config.collections) {
    if (collection.graphQL === false) continue
    const singular = collection.graphQL?.singularName
      ? toWords(collection.graphQL.singularName, true)
      : formatNames(collection.slug).singular
    const kinds = collection.versions ? (['', 'versions'] as const) : ([''] as const)
    for (const prefix of kinds)
      for (const suffix of ['_where', '_where_and', '_where_or'])
        targets.set(`${prefix}${singular}${suffix}`, {
          slug: collection.slug,
          versions: prefix === 'versions',
        })
  }
  targetsByConfig.set(config, targets)
  return targets
}

function filterRule(payload: Payload, args: GraphQL.ExecutionArgs): GraphQL.ValidationRule {
  return (context) => {
    const targets = whereInputTypes(payload.config)
    // The variables of the operation that will run; with values of the wrong type execution refuses
    // them itself, before any resolver.
    const operation = getOperationAST(args.document, args.operationName)
    const coerced = operation
      ? getVariableValues(
          context.getSchema(),
          operation.variableDefinitions ?? [],
          (args.variableValues ?? {}) as Record<string, unknown>,
        )
      : undefined
    const variables = coerced && 'coerced' in coerced ? coerced.coerced : undefined
    return {
      Field(node) {
        if (!node.arguments?.some((argument) => argument.name.value === 'where')) return
        const field = context.getFieldDef()
        const where = field?.args.find((argument) => argument.name === 'where')
        const target = where && targets.get(getNamedType(where.type).name)
        const schema = target && whereSchemaOf(payload, target.slug, target)
        if (!field || !schema) return
        let values: Record<string, unknown>
        try {
          values = getArgumentValues(field, node, variables)
        } catch {
          // A literal of the wrong type: graphql's own rules report it.
          return
        }
        try {
          checkWhere(values.where, schema)
        } catch (error) {
          if (!(error instanceof Error) || error.name !== 'QueryError') throw error
          logError({ err: error, payload })
          context.reportError(
            new GraphQLError(error.message, {
              nodes: [node],
              extensions: { name: error.name, statusCode: 400 },
            }),
          )
        }
      },
    }
  }
}

/** Payload's `graphQL.validationRules`: refuses filters that cannot be run as asked. */
export function graphQLFilterRules(args: GraphQL.ExecutionArgs): GraphQL.ValidationRule[] {
  const req = (args.contextValue as { req?: PayloadRequest } | undefined)?.req
  return req ? [filterRule(req.payload, args)] : []
}
