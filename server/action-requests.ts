/**
 * Server actions as the production server sees them before Next does (server/index.ts): a request
 * that cannot be a genuine action of this site is answered here with 403 or 400, where Next would answer
 * 500 and log the request at error level.
 *
 * - From another site (CSRF): `Sec-Fetch-Site` says so, or `Origin` names a host that is neither the one
 *   the request was sent to nor the site's own (`SITE_URL`): 403. Next refuses the same requests
 *   (`Origin` against `Host`/`X-Forwarded-Host`), with 500.
 * - A body Next's decoder cannot read: an action called by script (`Next-Action`) carries its arguments
 *   as a JSON array, alone or in the multipart field "0"; a form without script names a bound action
 *   (`$ACTION_REF_<n>`) whose description is the JSON field `$ACTION_<n>:0`. Anything else: 400.
 * - The same server also refuses, with 400, a multipart body to the API that is no form at all.
 */
import type { IncomingHttpHeaders as Headers } from 'node:http'

/**
 * Whether a POST to a page may be a server action: Next treats any multipart POST as one it must try,
 * and any request with `Next-Action`.
 */
export function mayBeServerAction(method: string | undefined, headers: Headers): boolean {
  if (method !== 'POST') return false
  if (headers['next-action'] !== undefined) return true
  return /^multipart\/form-data\b/i.test(String(headers['content-type'] ?? ''))
}

function hostOf(value: string): string | null {
  try {
    return new URL(value).host.toLowerCase()
  } catch {
    return null
  }
}

/** Whether a browser says the request comes from another site's page. */
export function isCrossSiteAction(headers: Headers, siteUrl: string | undefined): boolean {
  const fetchSite = String(headers['sec-fetch-site'] ?? '')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = headers['origin']
  if (origin === undefined) return false
  const originHost = hostOf(String(origin))
  if (!originHost) return true
  const forwarded = String(headers['x-forwarded-host'] ?? '')
    .split(',')[0]
    ?.trim()
  const accepted = [headers.host, forwarded, siteUrl ? hostOf(siteUrl) : null]
    .filter(Boolean)
    .map((host) => String(host).toLowerCase())
  return !accepted.includes(originHost)
}

function isJsonArray(text: unknown): boolean {
  if (typeof text !== 'string') return false
  try {
    return Array.isArray(JSON.parse(text))
  } catch {
    return false
  }
}

function isJsonObject(text: unknown): boolean {
  if (typeof text !== 'string') return false
  try {
    const value = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/** Whether a held multipart body is a readable form at all (Payload answers 500 to one that is not). */
export async function isReadableForm(
  headers: Headers,
  body: Buffer<ArrayBuffer>,
): Promise<boolean> {
  const contentType = String(headers['content-type'] ?? '')
  if (!/^multipart\/form-data\b/i.test(contentType)) return true
  try {
    await new Response(body, { headers: { 'content-type': contentType } }).formData()
    return true
  } catch {
    return false
  }
}

/** Whether Next's decoder can read this action body (held in full: it is at most Next's limit). */
export async function isReadableActionBody(
  headers: Headers,
  body: Buffer<ArrayBuffer>,
): Promise<boolean> {
  const contentType = String(headers['content-type'] ?? '')
  const isFetchAction = headers['next-action'] !== undefined
  if (!/^multipart\/form-data\b/i.test(contentType)) {
    // Without script, only multipart forms are actions; Next renders the page for anything else.
    if (!isFetchAction) return true
    return isJsonArray(body.toString('utf8'))
  }
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    return false
  }
  if (isFetchAction) return isJsonArray(form.get('0'))
  for (const name of form.keys()) {
    if (!name.startsWith('$ACTION_REF_')) continue
    if (!isJsonObject(form.get(`$ACTION_${name.slice('$ACTION_REF_'.length)}:0`))) return false
  }
  return true
}
