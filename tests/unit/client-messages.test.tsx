/**
 * Which catalogue texts travel to the browser (src/i18n/client-messages.ts): every page gets what
 * every page can show, a page with forms adds only its forms' texts, and the browser merges the two
 * (src/components/Site/MoreMessages.client.tsx).
 */
import { NextIntlClientProvider, useTranslations } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { MoreMessages } from '@/components/Site/MoreMessages.client'
import { clientMessagesFor, formMessagesFor } from '@/i18n/client-messages'

import fr from '../../messages/fr.json'

type Messages = Parameters<typeof clientMessagesFor>[0]
const messages = fr as unknown as Messages

describe('the texts every page carries', () => {
  it('hold the welcome banner’s subscription texts, not the subscription forms’', () => {
    const every = clientMessagesFor(messages)
    expect(Object.keys(every.billing)).toEqual(['banner'])
    expect(Object.keys(every)).toContain('consent')
    expect(Object.keys(every)).not.toContain('contactForm')
  })

  it('are not sent again by a page with forms, which adds only its own', () => {
    const added = formMessagesFor(messages, ['billing', 'contactForm'])
    expect(Object.keys(added)).toEqual(['billing', 'contactForm'])
    expect(Object.keys(added.billing as object)).toEqual(['page', 'publicCancel'])
    expect(added.contactForm).toEqual(fr.contactForm)
  })
})

function Probe() {
  const billing = useTranslations('billing')
  const common = useTranslations('common')
  return (
    <p>
      {billing('banner.close')} | {billing('page.submit')} | {common('skipToContent')}
    </p>
  )
}

describe('the browser’s merge of the two', () => {
  it('completes a namespace the layout sent in part and keeps the layout’s others', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider
        locale="fr"
        messages={clientMessagesFor(messages)}
        timeZone="Europe/Paris"
      >
        <MoreMessages messages={formMessagesFor(messages, ['billing'])}>
          <Probe />
        </MoreMessages>
      </NextIntlClientProvider>,
    )
    expect(html).toBe(
      `<p>${fr.billing.banner.close} | ${fr.billing.page.submit} | ${fr.common.skipToContent}</p>`,
    )
  })
})
