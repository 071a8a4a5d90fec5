/**
 * The morning e-mail of the daily tip through a real SMTP server: the daily schedule starts once per
 * Paris day at 07:00 however many workers ask, each subscribed member gets exactly one e-mail in their
 * language with `List-Unsubscribe` headers (a retried or doubled batch sends nothing more), members who
 * did not opt in get none, and the e-mail's link unsubscribes without a login, once: the next morning
 * it is not sent to them any more.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { runJobs } from '@/lib/platform/jobs/runner'
import { dueDay, startDueSchedules } from '@/lib/platform/jobs/schedule'
import { dailyTipsSeed } from '@/lib/seed/daily-tips'
import {
  morningSchedule,
  queueMorningEmails,
  sendTomorrowsTipNow,
  setTipEmails,
  unsubscribeByToken,
} from '@/lib/tips/morning'
import { readDailyTips, tipForDay } from '@/lib/tips/read'
import type { Member } from '@/payload-types'

import { createMember } from '../factories/accounts'
import { linkIn, startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/mail'
import { startPayload, stopPayload } from './support/payload'

const smtpPort = await vi.hoisted(async () => {
  const { freePort } = await import('../support/ports')
  const port = freePort()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  process.env.EMAIL_FROM = 'Sylva Cévennes <bonjour@sylva-cevennes.fr>'
  return port
})

let payload: Payload
let sink: SmtpSink
const members: Record<'lea' | 'jonas' | 'sans', Member> = {} as never

// 15 March 2027 (winter time, UTC+1) and the day after.
const DAY = '2027-03-15'
const NEXT = '2027-03-16'
const at = (iso: string) => new Date(iso)

beforeAll(async () => {
  payload = await startPayload()
  sink = await startSmtpSink({ port: smtpPort })
  await dailyTipsSeed.run(payload)
  members.lea = await createMember(payload, { displayName: 'Léa' })
  members.jonas = await payload.update({
    collection: 'members',
    id: (await createMember(payload, { displayName: 'Jonas' })).id,
    data: { preferences: { language: 'de' } },
    overrideAccess: true,
  })
  members.sans = await createMember(payload, { displayName: 'Sans' })
  await setTipEmails(payload, members.lea.id, true)
  await setTipEmails(payload, members.jonas.id, true)
}, 300_000)

afterAll(async () => {
  await sink?.close()
  await stopPayload(payload)
})

const mailsTo = (member: Member) => sink.messages.filter((mail) => mail.to.includes(member.email))

async function drain() {
  await runJobs(payload)
  await runJobs(payload)
}

describe('the daily schedule', () => {
  it('is due from 07:00 in Paris until three hours later, whatever the server’s clock', () => {
    expect(dueDay(morningSchedule, at('2027-03-15T05:59:00Z'))).toBeNull() // 06:59 in Paris
    expect(dueDay(morningSchedule, at('2027-03-15T06:00:00Z'))).toBe(DAY) // 07:00
    expect(dueDay(morningSchedule, at('2027-03-15T09:00:00Z'))).toBe(DAY) // 10:00
    expect(dueDay(morningSchedule, at('2027-03-15T09:01:00Z'))).toBeNull()
    // Summer time (UTC+2): 07:00 in Paris is 05:00 UTC.
    expect(dueDay(morningSchedule, at('2027-07-01T05:00:00Z'))).toBe('2027-07-01')
    expect(dueDay(morningSchedule, at('2027-07-01T04:59:00Z'))).toBeNull()
  })
})

describe('the morning e-mail', () => {
  let leaMail: ReceivedMail

  it('starts once for the day, however many workers ask at once', async () => {
    expect(await startDueSchedules(payload, [morningSchedule], at('2027-03-15T05:58:00Z'))).toEqual(
      [],
    )
    const started = await Promise.all([
      startDueSchedules(payload, [morningSchedule], at('2027-03-15T06:02:00Z')),
      startDueSchedules(payload, [morningSchedule], at('2027-03-15T06:02:00Z')),
      startDueSchedules(payload, [morningSchedule], at('2027-03-15T06:03:00Z')),
    ])
    expect(started.flat()).toEqual([`daily-tip-emails:${DAY}`])
    await drain()
  })

  it('sends each subscriber the day’s tip in their language, with one-click unsubscribe headers', async () => {
    await vi.waitFor(() => expect(mailsTo(members.lea)).toHaveLength(1), { timeout: 15_000 })
    await vi.waitFor(() => expect(mailsTo(members.jonas)).toHaveLength(1), { timeout: 15_000 })
    expect(mailsTo(members.sans)).toHaveLength(0)

    const now = new Date()
    const french = tipForDay(await readDailyTips(payload, 'fr'), DAY, now)!
    const german = tipForDay(await readDailyTips(payload, 'de'), DAY, now)!
    leaMail = mailsTo(members.lea)[0]!
    expect(leaMail.subject).toBe(`${french.title} – le conseil du jour`)
    expect(leaMail.text).toContain('Bonjour Léa,')
    expect(leaMail.text).toContain(`pour ${french.minutes} minutes`)
    expect(leaMail.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/desabonnement-conseil\/un-clic\?jeton=[A-Za-z0-9_-]+>$/,
    )
    expect(leaMail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(linkIn(leaMail, 'http://localhost:3000/membre/conseils-quotidiens')).toBeTruthy()

    const jonasMail = mailsTo(members.jonas)[0]!
    expect(jonasMail.subject).toBe(`${german.title} – der Tipp des Tages`)
    expect(jonasMail.html).toContain('<html lang="de">')
    expect(jonasMail.headers['list-unsubscribe']).toContain('lang=de')
  })

  it('sends nothing more when the batch runs again, or twice at once (a retry, a second instance)', async () => {
    await Promise.all([queueMorningEmails(payload, DAY), queueMorningEmails(payload, DAY)])
    await queueMorningEmails(payload, DAY)
    await drain()
    expect(mailsTo(members.lea)).toHaveLength(1)
    expect(mailsTo(members.jonas)).toHaveLength(1)
  })

  it('unsubscribes from the e-mail’s link without a login, once; the next morning skips that member', async () => {
    const link = new URL(linkIn(leaMail, 'http://localhost:3000/desabonnement-conseil?jeton='))
    const token = link.searchParams.get('jeton')!
    expect(await unsubscribeByToken(payload, 'pas-un-jeton-valide-du-tout')).toBe('unknown')
    expect(await unsubscribeByToken(payload, token)).toBe('unsubscribed')
    expect(await unsubscribeByToken(payload, token)).toBe('unknown')
    const lea = await payload.findByID({
      collection: 'members',
      id: members.lea.id,
      overrideAccess: true,
    })
    expect(lea.tipEmails).toBe(false)

    expect(await startDueSchedules(payload, [morningSchedule], at('2027-03-16T06:01:00Z'))).toEqual(
      [`daily-tip-emails:${NEXT}`],
    )
    await drain()
    await vi.waitFor(() => expect(mailsTo(members.jonas)).toHaveLength(2), { timeout: 15_000 })
    expect(mailsTo(members.lea)).toHaveLength(1)
  })
})

describe('« M’envoyer celui de demain maintenant »', () => {
  it('sends tomorrow’s tip at once, at most three times a day, and tomorrow’s morning e-mail still goes', async () => {
    const evening = at('2027-03-16T18:00:00Z')
    const before = mailsTo(members.jonas).length
    expect(await sendTomorrowsTipNow(payload, members.jonas.id, evening)).toBe('sent')
    await drain()
    await vi.waitFor(() => expect(mailsTo(members.jonas)).toHaveLength(before + 1), {
      timeout: 15_000,
    })
    const tomorrow = tipForDay(
      await readDailyTips(payload, 'de'),
      '2027-03-17',
      at('2027-03-17T12:00:00Z'),
    )!
    const preview = mailsTo(members.jonas).at(-1)!
    expect(preview.subject).toBe(`${tomorrow.title} – der Tipp des Tages`)
    expect(preview.headers['list-unsubscribe']).toContain('/desabonnement-conseil/un-clic?jeton=')

    expect(await sendTomorrowsTipNow(payload, members.jonas.id, evening)).toBe('sent')
    expect(await sendTomorrowsTipNow(payload, members.jonas.id, evening)).toBe('sent')
    expect(await sendTomorrowsTipNow(payload, members.jonas.id, evening)).toBe('too-often')
    // Léa unsubscribed above; Sans never subscribed.
    expect(await sendTomorrowsTipNow(payload, members.lea.id, evening)).toBe('not-subscribed')
    expect(await sendTomorrowsTipNow(payload, members.sans.id, evening)).toBe('not-subscribed')
    await drain()
    await vi.waitFor(() => expect(mailsTo(members.jonas)).toHaveLength(before + 3), {
      timeout: 15_000,
    })

    expect(await startDueSchedules(payload, [morningSchedule], at('2027-03-17T06:01:00Z'))).toEqual(
      ['daily-tip-emails:2027-03-17'],
    )
    await drain()
    await vi.waitFor(() => expect(mailsTo(members.jonas)).toHaveLength(before + 4), {
      timeout: 15_000,
    })
    expect(mailsTo(members.lea)).toHaveLength(1)
  })
})
