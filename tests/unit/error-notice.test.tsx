/**
 * The page shown when a page fails on the server: the generic message in the reader's language,
 * a retry and a way home, the log reference — and never the error's own message.
 */
import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import LayoutError from '@/app/(frontend)/[locale]/error'
import PageError from '@/app/(frontend)/[locale]/(site)/error'

import de from '../../messages/de.json'
import fr from '../../messages/fr.json'

function render(
  locale: 'fr' | 'de',
  messages: Record<string, unknown>,
  Boundary: typeof PageError = PageError,
) {
  const error = Object.assign(new Error('SQLITE_CORRUPT: database disk image is malformed'), {
    digest: '2417958193',
  })
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/Paris">
      <Boundary error={error} retry={() => {}} />
    </NextIntlClientProvider>,
  )
}

describe('the error page', () => {
  it('says « Une erreur est survenue » in French, offers a retry and the way home', () => {
    const html = render('fr', fr)
    expect(html).toContain('<h1')
    expect(html).toContain('Une erreur est survenue')
    expect(html).toContain('Réessayer')
    expect(html).toContain('href="/"')
    expect(html).toContain('Référence : 2417958193')
    expect(html).not.toContain('SQLITE')
  })

  it('stands as the page’s main content when the layout itself failed', () => {
    const html = render('fr', fr, LayoutError)
    expect(html).toMatch(/^<main id="main">/)
    expect(html).toContain('Une erreur est survenue')
  })

  it('speaks the reader’s language, with links that keep it', () => {
    const html = render('de', de)
    expect(html).toContain('Ein Fehler ist aufgetreten')
    expect(html).toContain('href="/?lang=de"')
    expect(html).not.toContain('SQLITE')
  })
})
