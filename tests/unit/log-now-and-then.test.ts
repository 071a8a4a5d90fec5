import { expect, it } from 'vitest'

import { logNowAndThen } from '@/lib/platform/runtime/log-now-and-then.mjs'

it('writes one line per key and minute while a failure lasts, then says how many were held back', () => {
  const lines: string[] = []
  const write = (line: string) => lines.push(line)
  const start = 1_000_000
  // A Redis outage: every request and every reconnection attempt reports it.
  for (let second = 0; second < 150; second++) {
    logNowAndThen('redis-test', 'Redis: connect ECONNREFUSED', {
      now: start + second * 1000,
      write,
    })
    logNowAndThen('redis-test', 'Redis: connect ECONNREFUSED', {
      now: start + second * 1000,
      write,
    })
  }
  expect(lines).toEqual([
    'Redis: connect ECONNREFUSED',
    'Redis: connect ECONNREFUSED (and 119 more like it since the last report)',
    'Redis: connect ECONNREFUSED (and 119 more like it since the last report)',
  ])
  // Another failing part has its own line.
  expect(logNowAndThen('store-test', 'Rate limit store unavailable', { now: start, write })).toBe(
    true,
  )
  expect(lines).toHaveLength(4)
})
