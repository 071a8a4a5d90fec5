import { headers } from 'next/headers'

/** Structured data for search engines, carrying this request's CSP nonce. `<` is escaped so that text
 * coming from the database can never close the script element. */
export async function JsonLd({ data }: { data: object | object[] }) {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return (
    <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: json }} />
  )
}
