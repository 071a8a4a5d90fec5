/**
 * E-mail delivery: SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox
 * (the `email-outbox` collection, plus the links printed on the console).
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import type { Env } from '@/lib/platform/config/env'
import { getLogger } from '@/lib/platform/runtime/logger.mjs'

function addressList(value: SendEmailOptions['to']): string {
  if (!value) return ''
  const list = Array.isArray(value) ? value : [value]
  return list.map((entry) => (typeof entry === 'string' ? entry : entry.address)).join(', ')
}

function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"]+/g) ?? []
}

export function devOutboxAdapter({
  from,
  fromName,
}: {
  from: string
  fromName: string
}): EmailAdapter {
  return ({ payload }) => ({
    name: 'dev-outbox',
    defaultFromAddress: from,
    defaultFromName: fromName,
    sendEmail: async (message) => {
      const to = addressList(message.to)
      const subject = String(message.subject ?? '')
      const text = typeof message.text === 'string' ? message.text : ''
      const html = typeof message.html === 'string' ? message.html : ''
      await payload.create({
        collection: 'email-outbox',
        data: { to, from: `${fromName} <${from}>`, subject, text, html },
        overrideAccess: true,
      })
      const links = linksIn(text)
      getLogger().info(
        `✉ Outbox: "${subject}" for ${to}${links.length ? `\n  ${links.join('\n  ')}` : ''}`,
      )
      return { stored: true }
    },
  })
}

export async function createEmailAdapter(env: Env): Promise<EmailAdapter> {
  const { smtpUrl, from, fromName } = env.email
  if (!smtpUrl) return devOutboxAdapter({ from, fromName })
  return nodemailerAdapter({
    defaultFromAddress: from,
    defaultFromName: fromName,
    // No check at start-up: a mail server that is down must not stop the site (mails are retried).
    skipVerify: true,
    transport: nodemailer.createTransport(smtpUrl),
  })
}
