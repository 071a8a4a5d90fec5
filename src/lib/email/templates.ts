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

export type EmailTemplate = 'confirm' | 'reset'

export type RenderedEmail = { subject: string; text: string; html: string }

type Input = { template: EmailTemplate; locale: Locale; brand: string; name: string; link: string }

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  )
}

export function renderEmail({ template, locale, brand, name, link }: Input): RenderedEmail {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'emails' })
  const subject = t(`${template}.subject`, { brand })
  const greeting = t('greeting', { name })
  const intro = t(`${template}.intro`)
  const button = t(`${template}.button`)
  const ignore = t(`${template}.ignore`)
  const fallback = t('fallback')
  const signature = t('signature')
  const team = t('team', { brand })
  const footer = t('footer', { brand })

  const text = [
    greeting,
    '',
    intro,
    '',
    link,
    '',
    ignore,
    '',
    signature,
    team,
    '',
    '—',
    footer,
  ].join('\n')

  const e = escapeHtml
  const html = `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f1ea;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif;color:#14251b;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f1ea;padding:32px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:14px;overflow:hidden;">
<tr><td style="background:#0f2a1c;padding:22px 32px;color:#e3efe1;font-size:18px;font-weight:600;letter-spacing:0.2px;">🌲 ${e(brand)}</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6;">
<p style="margin:0 0 16px;">${e(greeting)}</p>
<p style="margin:0 0 24px;">${e(intro)}</p>
<p style="margin:0 0 28px;"><a href="${e(link)}" style="display:inline-block;background:#22c55e;color:#052e16;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px;">${e(button)}</a></p>
<p style="margin:0 0 8px;font-size:14px;color:#4a5d50;">${e(fallback)}</p>
<p style="margin:0 0 24px;font-size:14px;word-break:break-all;"><a href="${e(link)}" style="color:#15803d;">${e(link)}</a></p>
<p style="margin:0 0 24px;font-size:14px;color:#4a5d50;">${e(ignore)}</p>
<p style="margin:0;">${e(signature)}<br>${e(team)}</p>
</td></tr>
<tr><td style="padding:18px 32px;background:#f7f5ee;font-size:12px;color:#6b7c70;">${e(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`

  return { subject, text, html }
}
