import { expect, it } from 'vitest'

import {
  requestIdFrom,
  requestLogFields,
  runWithRequestId,
} from '@/lib/platform/runtime/request-context.mjs'

it('keeps the balancer’s request id when it is usable, and makes one otherwise', () => {
  expect(requestIdFrom('4f1c2a9e0b7d4c3e8a6b5d2f1e0c9a8b')).toBe('4f1c2a9e0b7d4c3e8a6b5d2f1e0c9a8b')
  expect(requestIdFrom(['req-1.a_b', 'other'])).toBe('req-1.a_b')
  // Nothing a log reader could be fooled by: spaces, new lines, quotes, or an endless value.
  for (const bad of [undefined, '', 'two words', 'a\nb', '"x"', 'x'.repeat(129)])
    expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/)
})

it('gives log lines the id of the request they belong to, also after awaiting', async () => {
  expect(requestLogFields()).toEqual({})
  const seen = await Promise.all(
    ['first', 'second'].map((id) =>
      runWithRequestId(id, async () => {
        await new Promise((resolve) => setTimeout(resolve, id === 'first' ? 20 : 5))
        return requestLogFields()
      }),
    ),
  )
  expect(seen).toEqual([{ requestId: 'first' }, { requestId: 'second' }])
  expect(requestLogFields()).toEqual({})
})
