/**
 * E-mail through a real SMTP server (smtp-server on 127.0.0.1): multipart messages in the member's
 * language, and a mail server that is down at sign-up time loses nothing: the account exists, the
 * message waits in the queue, and the member can ask again once the server is back.
 */
import { randomBytes } from 'node:crypto'

import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { resendConfirmation, signUp, type AuthContext } from '@/lib/auth/service'
import { createBotChallenge } from '@/lib/bot-check/altcha'
import { queueEmail } from '@/lib/email/queue'
import { JOB_LEASE_MS, releaseExpiredLeases, runJobs } from '@/lib/platform/jobs/runner'

import { uniqueEmail, TEST_PASSWORD } from '../factories/accounts'
import { linkIn, startSmtpSink, type SmtpSink } from '../support/mail'
import { startPayload, stopPayload } from './support/payload'

// The site reads SMTP_URL once, when its configuration loads: set it before anything imports it.
const smtpPort = await vi.hoisted(async () => {
  const { freePort } = await import('../support/ports')
  const port = freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.EMAIL_FROM = 'Sylva Cévennes <bonjour@sylva-cevennes.fr>'
  return port
})

let payload: Payload
let sink: SmtpSink | undefined

beforeAll(async () => {
  payload = await startPayload()
})

afterAll(async () => {
  await sink?.close()
  await stopPayload(payload)
})

function visitor(locale: AuthContext['locale']): AuthContext {
  const [a, b, c] = randomBytes(3)
  return { payload, ip: `10.${a}.${b}.${c}`, locale }
}

async function botCheck(): Promise<string> {
  const challenge = await createBotChallenge()
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

async function jobsFor(to: string) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { 'input.to': { equals: to } },
    overrideAccess: true,
    limit: 0,
  })
  return docs
}

describe('with the mail server down at sign-up time', () => {
  it('keeps the account and the message, and delivers once the server is back', async () => {
    const email = uniqueEmail('orage')
    const result = await signUp(visitor('es'), {
      name: 'Lucía',
      email,
      password: TEST_PASSWORD,
      botCheck: await botCheck(),
    })
    expect(result).toEqual({ ok: true, email })
    const { totalDocs } = await payload.count({
      collection: 'members',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)

    // The immediate attempt fails (connection refused): the job stays, with its error, for a retry.
    await runJobs(payload)
    await vi.waitFor(async () => {
      const [job] = await jobsFor(email)
      expect(job?.hasError || (job?.totalTried ?? 0) > 0 || job?.log?.length).toBeTruthy()
    })
    expect(await jobsFor(email)).toHaveLength(1)

    // The server comes back; the member asks again and receives a working link, in Spanish.
    sink = await startSmtpSink({ port: smtpPort })
    expect(await resendConfirmation(visitor('es'), { email })).toEqual({ ok: true })
    await vi.waitFor(
      async () => {
        await runJobs(payload)
        expect(sink!.messages.filter((mail) => mail.to.includes(email)).length).toBeGreaterThan(0)
      },
      { timeout: 15_000, interval: 200 },
    )
    const mail = sink.messages.find((mail) => mail.to.includes(email))!
    expect(mail.from).toContain('Sylva Cévennes')
    expect(mail.from).toContain('bonjour@sylva-cevennes.fr')
    expect(mail.subject).toContain('Sylva Cévennes')
    expect(mail.parts.map((part) => part.type)).toEqual(['text/plain', 'text/html'])
    expect(mail.text).toContain('Lucía')
    expect(mail.html).toContain('<html lang="es">')
    const link = linkIn(mail, 'http')
    expect(link).toContain('/auth?verify=')
    expect(link).toContain('lang=es')
  })
})

describe('the e-mail queue', () => {
  async function queueOne(to: string) {
    await queueEmail(
      payload,
      { to, template: 'reset', locale: 'fr', name: 'Test', link: 'http://localhost:3000/auth' },
      { sendNow: false },
    )
  }
  const received = (to: string) => sink!.messages.filter((mail) => mail.to.includes(to)).length

  it('sends each message once, however many passes run at the same time', async () => {
    sink ??= await startSmtpSink({ port: smtpPort })
    const to = uniqueEmail('once')
    await queueOne(to)
    await Promise.all([runJobs(payload), runJobs(payload), runJobs(payload)])
    await runJobs(payload)
    expect(received(to)).toBe(1)
    expect(await jobsFor(to)).toHaveLength(0)
  })

  it('hands back a job left running by a process that stopped', async () => {
    sink ??= await startSmtpSink({ port: smtpPort })
    const to = uniqueEmail('stuck')
    await queueOne(to)
    const [job] = await jobsFor(to)
    await payload.update({
      collection: 'payload-jobs',
      id: job!.id,
      data: { processing: true },
      overrideAccess: true,
    })
    await runJobs(payload)
    expect(received(to)).toBe(0)
    // Not yet stuck: still someone else's.
    expect(await releaseExpiredLeases(payload)).toBe(0)
    expect(await releaseExpiredLeases(payload, Date.now() + JOB_LEASE_MS + 1000)).toBe(1)
    await runJobs(payload)
    expect(received(to)).toBe(1)
  })
})
