/**
 * The site's e-mails, in the reader's language, as text and HTML (multipart). Strings come from the
 * `emails` namespace of the catalogues. Pure: no database, no network.
 */
import { createTranslator } from 'next-intl'

import type { Locale } from '@/i18n/locales'

import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import es from '../../../messages/es.json'
import fr from '../../../messages/fr.json'
import nl from '../../../messages/nl.json'

const catalogues = { fr, en, es, de, nl }

export type EmailTemplate =
  | 'confirm'
  | 'reset'
  | 'emailChange'
  | 'emailChangeNotice'
  | 'subscribed'
  | 'canceled'
  | 'resumed'
  | 'withdrawn'
  | 'cancelLink'
  | 'dailyTip'

export type RenderedEmail = { subject: string; text: string; html: string }

type Input = {
  template: EmailTemplate
  locale: Locale
  brand: string
  name: string
  /** The button's target; '' for a message without a button. */
  link: string
  /** Values for the template's sentences (dates, plan, amounts), already formatted. */
  params?: Record<string, string>
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}

/** The site's e-mail frame around a body of HTML blocks (already escaped). */
function htmlFrame({
  locale,
  subject,
  brand,
  blocks,
  footer,
}: {
  locale: Locale
  subject: string
  brand: string
  blocks: string
  footer: string
}): string {
  const e = escapeHtml
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ea;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#14251b;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ea;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden;">
<tr><td style="background:#0f2a1c;padding:22px 32px;color:#e3efe1;font-size:18px;font-weight:600;letter-spacing:0.2px;">🌲 ${e(brand)}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6;">
${blocks}
</td></tr>
<tr><td style="padding:18px 32px;background:#f7f5ee;font-size:12px;color:#6b7c70;">${e(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`
}

function buttonBlock(link: string, label: string): string {
  const e = escapeHtml
  return `<p style="margin:0 0 28px;"><a href="${e(link)}" style="display:inline-block;background:#22c55e;color:#052e16;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;">${e(label)}</a></p>`
}

export function renderEmail({
  template,
  locale,
  brand,
  name,
  link,
  params = {},
}: Input): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'emails' })
  const values = { ...params, brand }
  // A template's own sentences, from its catalogue entry (some have no details, button or "ignore"
  // line). The template's name is a variable, so its keys are not checked against the catalogue type;
  // the translator itself formats them (the site's build hands it precompiled messages).
  const own = createTranslator({
    locale,
    messages: catalogues[locale] as unknown as Record<
      string,
      Record<string, Record<string, string>>
    >,
    namespace: `emails.${template}`,
  })
  const optional = (key: string) => (own.has(key) ? own(key, values) : '')
  const subject = own('subject', values)
  const greeting = t('greeting', { name })
  const intro = own('intro', values)
  const details = optional('details')
  const button = link ? optional('button') : ''
  const ignore = optional('ignore')
  const fallback = t('fallback')
  const signature = t('signature')
  const team = t('team', { brand })
  const footer = t('footer', { brand })

  const text = [
    greeting,
    '',
    intro,
    ...(details ? ['', details] : []),
    ...(button ? ['', link] : []),
    ...(ignore ? ['', ignore] : []),
    '',
    signature,
    team,
    '',
    '—',
    footer,
  ].join('\n')

  const e = escapeHtml
  const blocks = [
    `<p style="margin:0 0 16px;">${e(greeting)}</p>`,
    `<p style="margin:0 0 24px;">${e(intro)}</p>`,
    details ? `<p style="margin:0 0 24px;white-space:pre-line;">${e(details)}</p>` : '',
    button
      ? `${buttonBlock(link, button)}
<p style="margin:0 0 8px;font-size:14px;color:#4a5d50;">${e(fallback)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${e(link)}" style="color:#15803d;">${e(link)}</a></p>`
      : '',
    ignore ? `<p style="margin:0 0 24px;font-size:14px;color:#4a5d50;">${e(ignore)}</p>` : '',
    `<p style="margin:0;">${e(signature)}<br>${e(team)}</p>`,
  ]
    .filter(Boolean)
    .join('\n')

  return { subject, text, html: htmlFrame({ locale, subject, brand, blocks, footer }) }
}

/** A message of the contact form, as the staff's notification shows it. */
export type ContactNoticeMessage = {
  name: string
  email: string
  subject: string
  message: string
  locale: Locale
}

/**
 * The staff's notification of a new contact message: who wrote, the subject, the message (as typed,
 * escaped in the HTML part) and a link to it in the admin. Replying to the e-mail answers the sender.
 */
export function renderContactNotice({
  locale,
  brand,
  message,
  link,
}: {
  locale: Locale
  brand: string
  message: ContactNoticeMessage
  link: string
}): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'emails' })
  const subject = t('contact.subject', { subject: message.subject, brand })
  const intro = t('contact.intro', { name: message.name, email: message.email })
  const language = `${t('contact.language')} ${message.locale.toUpperCase()}`
  const replyHint = t('contact.replyHint', { name: message.name })
  const button = t('contact.button')
  const footer = t('contact.footer', { brand })

  const text = [
    intro,
    '',
    `${t('contact.subjectLabel')} ${message.subject}`,
    language,
    '',
    message.message,
    '',
    '—',
    replyHint,
    link,
    '',
    footer,
  ].join('\n')

  const e = escapeHtml
  const blocks = `<p style="margin:0 0 16px;">${e(intro)}</p>
<p style="margin:0 0 4px;font-size:14px;color:#4a5d50;">${e(t('contact.subjectLabel'))}</p>
<p style="margin:0 0 16px;font-weight:600;">${e(message.subject)}</p>
<p style="margin:0 0 24px;white-space:pre-wrap;border-left:3px solid #22c55e;padding:4px 0 4px 16px;">${e(message.message)}</p>
<p style="margin:0 0 24px;font-size:14px;color:#4a5d50;">${e(language)}</p>
<p style="margin:0 0 16px;font-size:14px;color:#4a5d50;">${e(replyHint)}</p>
${buttonBlock(link, button)}`

  return { subject, text, html: htmlFrame({ locale, subject, brand, blocks, footer }) }
}
