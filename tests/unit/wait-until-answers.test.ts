/**
 * The scripts wait for the servers they start (nginx, the Lighthouse reference page) until they answer,
 * and no longer than the process lives (scripts/lib/wait-until-answers.ts).
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { waitUntilAnswers } from '../../scripts/lib/wait-until-answers'

const cleanups: (() => void)[] = []
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()))

/** A process that lives until killed (or for `seconds`). */
function child(seconds = 30) {
  const process = spawn('sleep', [String(seconds)], { stdio: 'ignore' })
  cleanups.push(() => process.kill())
  return process
}

/** A server answering 503 to its first `failures` requests, then 200; its URL and request count. */
async function server(failures: number) {
  let requests = 0
  const listening = http.createServer((_, response) => {
    requests++
    response.statusCode = requests > failures ? 200 : 503
    response.end()
  })
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => listening.close())
  const { port } = listening.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, requests: () => requests }
}

describe('waiting for a server', () => {
  it('takes any HTTP answer by default', async () => {
    const site = await server(5)
    expect(await waitUntilAnswers(site.url, child(), { intervalMs: 10 })).toBe(true)
    expect(site.requests()).toBe(1)
  })

  it('asks again until the answer is accepted', async () => {
    const site = await server(3)
    const accepts = (response: Response) => response.ok
    expect(await waitUntilAnswers(site.url, child(), { intervalMs: 10, accepts })).toBe(true)
    expect(site.requests()).toBe(4)
  })

  it('gives up after its attempts', async () => {
    const site = await server(100)
    const accepts = (response: Response) => response.ok
    expect(await waitUntilAnswers(site.url, child(), { intervalMs: 5, attempts: 4, accepts })).toBe(
      false,
    )
    expect(site.requests()).toBe(4)
  })

  it('stops as soon as the process has exited', async () => {
    const site = await server(1000)
    const gone = child()
    const exited = new Promise((resolve) => gone.once('exit', resolve))
    gone.kill()
    await exited
    const accepts = (response: Response) => response.ok
    expect(await waitUntilAnswers(site.url, gone, { intervalMs: 5, accepts })).toBe(false)
    // One question, not the hundred it would ask a live process.
    expect(site.requests()).toBe(1)
  })
})
