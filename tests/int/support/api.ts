/**
 * The site's real REST and GraphQL handlers, called in-process with real HTTP Request objects: what an
 * outside client would send, minus the network.
 */
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints, type SanitizedConfig } from 'payload'

type Auth = { token?: string }

export type ApiResponse = { status: number; body: unknown }

export function createApi(config: Promise<SanitizedConfig>) {
  const graphqlHandler = GRAPHQL_POST(config)

  function headersFor({ token }: Auth, extra?: Record<string, string>): Headers {
    const headers = new Headers(extra)
    if (token) headers.set('Authorization', `JWT ${token}`)
    return headers
  }

  async function rest(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: Auth & { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse> {
    const headers = headersFor(options, options.headers)
    let body: BodyInit | undefined
    if (options.form) body = options.form
    else if (options.json !== undefined) {
      headers.set('Content-Type', 'application/json')
      body = JSON.stringify(options.json)
    }
    const request = new Request(`http://localhost:3000/api${path}`, { method, headers, body })
    const response = await handleEndpoints({ config, request, path: `/api${path.split('?')[0]}` })
    const text = await response.text()
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
  }

  async function graphql(
    query: string,
    variables: Record<string, unknown> = {},
    auth: Auth = {},
  ): Promise<{
    status: number
    data: Record<string, unknown> | null
    errors: { message: string; extensions?: { statusCode?: number } }[]
  }> {
    const request = new Request('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: headersFor(auth, { 'Content-Type': 'application/json' }),
      body: JSON.stringify({ query, variables }),
    })
    const response = await graphqlHandler(request)
    const json = (await response.json()) as {
      data?: Record<string, unknown> | null
      errors?: { message: string }[]
    }
    return { status: response.status, data: json.data ?? null, errors: json.errors ?? [] }
  }

  return { rest, graphql }
}
