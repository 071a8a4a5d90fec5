/**
 * A real SMTP server for the tests (smtp-server on 127.0.0.1) and a small reader for the messages it
 * receives: headers, RFC 2047 subjects, multipart bodies in quoted-printable or base64.
 */
import fs from 'node:fs'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  from: string
  to: string[]
  subject: string
  headers: Record<string, string>
  /** Content types of the parts, e.g. ["text/plain", "text/html"]. */
  parts: { type: string; body: string }[]
  text: string
  html: string
  raw: string
}

export type SmtpSink = {
  port: number
  messages: ReceivedMail[]
  close: () => Promise<void>
}

/** Starts an SMTP server that keeps every message (and writes it to `dir` when given). */
export async function startSmtpSink(
  options: { port?: number; dir?: string } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  let counter = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const mail = parseMail(raw)
        mail.to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase())
        messages.push(mail)
        if (options.dir) {
          const name = `${Date.now()}-${String(++counter).padStart(4, '0')}.eml`
          fs.writeFileSync(path.join(options.dir, `${name}.json`), JSON.stringify({ to: mail.to }))
          fs.writeFileSync(path.join(options.dir, name), raw)
        }
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64').toString('utf8')
          : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const input = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw)
  if (!match) return { headers: splitHeaders(raw), body: '' }
  return {
    headers: splitHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  }
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body)
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function leafParts(raw: string): { type: string; body: string }[] {
  const { headers, body } = splitEntity(raw)
  const contentType = headers['content-type'] ?? 'text/plain'
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1]
    if (!boundary) return []
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => leafParts(part.replace(/^\r?\n/, '')))
  }
  return [{ type, body: decodeBody(body, headers['content-transfer-encoding']).trim() }]
}

export function parseMail(raw: string): ReceivedMail {
  const { headers } = splitEntity(raw)
  const parts = leafParts(raw)
  return {
    from: decodeWords(headers.from ?? ''),
    to: (headers.to ?? '').split(',').map((value) => value.trim().toLowerCase()),
    subject: decodeWords(headers.subject ?? ''),
    headers,
    parts,
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? '',
    raw,
  }
}

/** The first link in a message's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix))
  if (!link) throw new Error(`no link starting with ${prefix} in "${mail.subject}":\n${mail.text}`)
  return link
}
