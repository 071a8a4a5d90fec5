/** Reads the messages the e2e SMTP sink received (see smtp-sink.ts). */
import fs from 'node:fs'
import path from 'node:path'

import { expect } from '@playwright/test'

import { parseMail, type ReceivedMail } from '../../support/mail'
import { e2eServer } from './server'

function readAll(): ReceivedMail[] {
  const { mailDir } = e2eServer()
  return fs
    .readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => {
      const mail = parseMail(fs.readFileSync(path.join(mailDir, name), 'utf8'))
      const envelope = JSON.parse(fs.readFileSync(path.join(mailDir, `${name}.json`), 'utf8')) as {
        to: string[]
      }
      return { ...mail, to: envelope.to }
    })
}

/** Every message received so far for `address`, oldest first. */
export function mailsFor(address: string): ReceivedMail[] {
  return readAll().filter((mail) => mail.to.includes(address.toLowerCase()))
}

/** Waits for the `count`-th message for `address` (1 = the first) and returns it. */
export async function waitForMail(address: string, count = 1): Promise<ReceivedMail> {
  await expect
    .poll(() => mailsFor(address).length, {
      timeout: 20_000,
      message: `mail #${count} for ${address}`,
    })
    .toBeGreaterThanOrEqual(count)
  return mailsFor(address)[count - 1]!
}
