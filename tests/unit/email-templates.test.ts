import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { renderContactNotice, renderEmail } from '@/lib/email/templates'

const link = 'https://sylva-cevennes.fr/auth?verify=0123abcd&lang=en'

describe('renderEmail', () => {
  it('writes the confirmation in French with the brand, the name and the link, as text and HTML', () => {
    const mail = renderEmail({
      template: 'confirm',
      locale: 'fr',
      brand: 'Sylva Cévennes',
      name: 'Camille',
      link,
    })
    expect(mail.subject).toBe('Confirmez votre adresse email – Sylva Cévennes')
    expect(mail.text).toContain('Bonjour Camille,')
    expect(mail.text).toContain(link)
    expect(mail.text).toContain('L’équipe Sylva Cévennes')
    expect(mail.html).toContain('<html lang="fr">')
    expect(mail.html).toContain('href="https://sylva-cevennes.fr/auth?verify=0123abcd&amp;lang=en"')
    expect(mail.html).toContain('Confirmer mon adresse')
  })

  it.each(locales)('has its own words in %s for both e-mails', (locale) => {
    for (const template of ['confirm', 'reset'] as const) {
      const mail = renderEmail({ template, locale, brand: 'Sylva Cévennes', name: 'Alex', link })
      expect(mail.subject).toContain('Sylva Cévennes')
      expect(mail.text).toContain('Alex')
      expect(mail.html).toContain(`<html lang="${locale}">`)
      if (locale !== 'fr') {
        const french = renderEmail({
          template,
          locale: 'fr',
          brand: 'Sylva Cévennes',
          name: 'Alex',
          link,
        })
        expect(mail.subject).not.toBe(french.subject)
      }
    }
  })

  it('escapes what a member typed (their name) in the HTML part', () => {
    const mail = renderEmail({
      template: 'reset',
      locale: 'en',
      brand: 'Sylva Cévennes',
      name: '<img src=x onerror=alert(1)>',
      link,
    })
    expect(mail.html).not.toContain('<img src=x')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })
})

describe('renderContactNotice', () => {
  const message = {
    name: 'Élodie',
    email: 'elodie@example.org',
    subject: 'Bain de forêt <b>en mai</b>',
    message: 'Bonjour,\n<script>alert(1)</script> & à bientôt',
    locale: 'de' as const,
  }
  const adminLink = 'https://sylva-cevennes.fr/admin/collections/contact-messages/7'

  it('tells the staff who wrote, about what, and links to the message in the admin', () => {
    const mail = renderContactNotice({
      locale: 'fr',
      brand: 'Sylva Cévennes',
      message,
      link: adminLink,
    })
    expect(mail.subject).toBe('Nouveau message : Bain de forêt <b>en mai</b> – Sylva Cévennes')
    expect(mail.text).toContain('Élodie (elodie@example.org) vous a écrit')
    expect(mail.text).toContain('Bonjour,\n<script>alert(1)</script> & à bientôt')
    expect(mail.text).toContain('Langue du site : DE')
    expect(mail.text).toContain(adminLink)
    expect(mail.html).toContain(`href="${adminLink}"`)
  })

  it('escapes everything the visitor typed in the HTML part', () => {
    const mail = renderContactNotice({
      locale: 'fr',
      brand: 'Sylva Cévennes',
      message,
      link: adminLink,
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>en mai</b>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; à bientôt')
  })
})
