/**
 * The e2e run's mail server, started by Playwright next to the site: a real SMTP server on 127.0.0.1
 * that writes each message it receives into E2E_MAIL_DIR (read back by tests/e2e/support/mailbox.ts).
 */
import { startSmtpSink } from '../../support/mail'

const port = Number(process.env.E2E_SMTP_PORT)
const dir = process.env.E2E_MAIL_DIR
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are required')

const sink = await startSmtpSink({ port, dir })
console.log(`SMTP sink listening on 127.0.0.1:${sink.port}, writing to ${dir}`)
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => void sink.close().then(() => process.exit(0)))
}
