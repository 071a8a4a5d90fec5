/**
 * Background work runs in the scope the server started in (src/lib/platform/runtime/outside-request.ts),
 * not in the request that asked for it: Next's request stores are AsyncLocalStorage stores, and work
 * carrying a finished request's store would have its cache invalidations filed under it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import { afterEach, expect, it } from 'vitest'

import { outsideRequest, rememberStartScope } from '@/lib/platform/runtime/outside-request'
import { BACKGROUND_SCOPE } from '@/lib/platform/runtime/edge-contract.mjs'

const request = new AsyncLocalStorage<{ url: string }>()

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[BACKGROUND_SCOPE]
})

it('runs work started during a request without that request, timers included', async () => {
  rememberStartScope()
  const seen = await request.run({ url: '/api/translations/actions' }, () => {
    expect(request.getStore()).toEqual({ url: '/api/translations/actions' })
    return outsideRequest(
      () =>
        new Promise<unknown>((resolve) =>
          setTimeout(() => resolve(request.getStore() ?? 'none'), 1),
        ),
    )
  })
  expect(seen).toBe('none')
})

it('runs work as it is where no server started', () => {
  const seen = request.run({ url: '/x' }, () => outsideRequest(() => request.getStore()))
  expect(seen).toEqual({ url: '/x' })
})
