/** Reading the session on a link followed from another site (src/lib/auth/navigation-headers.ts). */
import { describe, expect, it } from 'vitest'

import { navigationSessionHeaders } from '@/lib/auth/navigation-headers'

const read = (headers: Record<string, string>) =>
  Object.fromEntries(navigationSessionHeaders(new Headers(headers)).entries())

describe('the session on a followed link', () => {
  it('is read on a top-level navigation from another site (an e-mail, a search engine)', () => {
    const link = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }
    expect(read({ cookie: 'sylva-token=t', 'sec-fetch-site': 'cross-site', ...link })).toEqual({
      cookie: 'sylva-token=t',
      'sec-fetch-site': 'same-site',
      ...link,
    })
  })

  it('is left to Payload’s rule otherwise', () => {
    const unchanged: Record<string, string>[] = [
      // A form posted from another site carries its Origin: Payload refuses it.
      {
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
        origin: 'https://ailleurs.example',
      },
      // Another site's frame.
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      // A script of another site (fetch, images…) is not a navigation.
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors' },
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' },
      {},
    ]
    for (const headers of unchanged) expect(read(headers)).toEqual(headers)
  })
})
