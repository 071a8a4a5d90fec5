/**
 * The {{tokens}} of the legal texts, filled from the site settings at display time, so that the
 * publisher's identity is written once (in the settings) and shown everywhere it is required. Pure.
 */
type Settings = {
  brandName: string
  contactEmail: string
  business?: {
    legalName?: string | null
    legalForm?: string | null
    shareCapital?: string | null
    siret?: string | null
    registration?: string | null
    vatNumber?: string | null
    street?: string | null
    postalCode?: string | null
    city?: string | null
    country?: string | null
    phone?: string | null
    publicationDirector?: string | null
  } | null
  host?: { name?: string | null; address?: string | null; phone?: string | null } | null
  mediator?: { name?: string | null; website?: string | null; address?: string | null } | null
}

const TOKEN = /\{\{\s*([a-zA-Z]+)\s*\}\}/g

export function legalTokenValues(
  settings: Settings,
  { siteUrl, notProvided }: { siteUrl: string; notProvided: string },
): Record<string, string> {
  const business = settings.business ?? {}
  const host = settings.host ?? {}
  const mediator = settings.mediator ?? {}
  const value = (text: string | null | undefined) =>
    text && text.trim() ? text.trim().replace(/\s*\n\s*/g, ', ') : notProvided
  const addressParts = [
    business.street,
    [business.postalCode, business.city].filter(Boolean).join(' '),
    business.country,
  ].filter((part): part is string => Boolean(part && part.trim()))
  return {
    brand: value(settings.brandName),
    legalName: value(business.legalName ?? settings.brandName),
    legalForm: value(business.legalForm),
    shareCapital: value(business.shareCapital),
    siret: value(business.siret),
    registration: value(business.registration),
    vatNumber: value(business.vatNumber),
    address: addressParts.length ? addressParts.join(', ') : notProvided,
    phone: value(business.phone),
    contactEmail: value(settings.contactEmail),
    director: value(business.publicationDirector),
    hostName: value(host.name),
    hostAddress: value(host.address),
    hostPhone: value(host.phone),
    mediatorName: value(mediator.name),
    mediatorWebsite: value(mediator.website),
    mediatorAddress: value(mediator.address),
    siteUrl,
  }
}

export function fillTokensInText(text: string, values: Record<string, string>): string {
  return text.replace(TOKEN, (match, name: string) => values[name] ?? match)
}

/** A copy of a rich-text document with the tokens of every text node replaced. */
export function fillTokens<T>(node: T, values: Record<string, string>): T {
  if (Array.isArray(node)) return node.map((child) => fillTokens(child, values)) as T
  if (node === null || typeof node !== 'object') return node
  const copy: Record<string, unknown> = {}
  for (const [key, child] of Object.entries(node)) {
    copy[key] =
      key === 'text' && typeof child === 'string'
        ? fillTokensInText(child, values)
        : fillTokens(child, values)
  }
  return copy as T
}
