// @vitest-environment happy-dom
/**
 * The new-password field: no strength line until something is typed, then the label of what is
 * typed, in an aria-live line; the estimator arrives by a dynamic import on the first input.
 */
import { NextIntlClientProvider } from 'next-intl'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { NewPasswordField } from '@/components/Auth/NewPasswordField.client'

import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

let unmount: (() => void) | undefined
afterEach(() => {
  unmount?.()
  document.body.innerHTML = ''
})

function mount(locale: 'fr' | 'en', messages: Record<string, unknown>) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <form>
          <input name="name" defaultValue="Camille Durand" />
          <NewPasswordField label="Mot de passe" hint="Une courte phrase." />
        </form>
      </NextIntlClientProvider>,
    ),
  )
  unmount = () => root.unmount()
  const input = container.querySelector<HTMLInputElement>('input[name="password"]')!
  const line = container.querySelector<HTMLElement>('#field-password-strength')!
  const type = (value: string) => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
  // The estimator's answer comes after its import, as React renders it.
  const says = (text: string) =>
    vi.waitFor(() => expect(line.textContent?.replace(/\s+/g, ' ')).toBe(text), { timeout: 5000 })
  return { input, line, type, says }
}

describe('NewPasswordField', () => {
  it('tells the strength of what is typed, weak then very good, and nothing once emptied', async () => {
    const { input, line, type, says } = mount('fr', fr)
    expect(line.getAttribute('aria-live')).toBe('polite')
    expect(line.textContent).toBe('')
    expect(input.getAttribute('aria-describedby')).toContain('field-password-strength')
    type('aaaaaa')
    await says('Robustesse : faible')
    type('Tilleul7')
    await says('Robustesse : moyenne')
    type('sous-les-chataigniers')
    await says('Robustesse : très bonne')
    // The name typed in the same form counts as guessable.
    type('camille-durand')
    await says('Robustesse : faible')
    // React empties the form after its action: the line goes with the password.
    input.form!.reset()
    await says('')
    type('Tilleul7')
    await says('Robustesse : moyenne')
    type('')
    await says('')
  })

  it('speaks the reader’s language', async () => {
    const { type, says } = mount('en', en)
    type('Tilleul#9')
    await says('Strength: good')
  })
})
