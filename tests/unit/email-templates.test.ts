import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { renderEmail } from '@/lib/email/templates'

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
