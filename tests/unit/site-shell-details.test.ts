/** Small rules of the site's shell from issue 48 (items 11 and 14): pure parts, no browser. */
import { afterEach, describe, expect, it, vi } from 'vitest'

import { isLanguageSwitch } from '@/components/Site/navigation-start'
import { localizedTier, tierNamesFrom } from '@/lib/billing/tier-name'
import { shareImageText } from '@/lib/personality/share-text'

describe('plan names in the reader’s language', () => {
  const french = [
    { code: 'monthly', name: 'Premium mensuel' },
    { code: 'yearly', name: 'Premium annuel' },
    { code: 'gift', name: 'Premium offert' },
  ]
  const english = [
    { code: 'monthly', name: 'Premium monthly' },
    { code: 'yearly', name: 'Premium yearly' },
    { code: 'gift', name: '' },
  ]
  const names = tierNamesFrom(french, english)

  it('translate a stored French plan name by the plan’s code', () => {
    expect(localizedTier('Premium annuel', names)).toBe('Premium yearly')
    expect(localizedTier('Premium mensuel', names)).toBe('Premium monthly')
  })

  it('keep the staff’s name where no translation exists, or what staff typed themselves', () => {
    expect(localizedTier('Premium offert', names)).toBe('Premium offert')
    expect(localizedTier('Offert par l’équipe', names)).toBe('Offert par l’équipe')
    expect(localizedTier('toString', names)).toBe('toString')
  })
})

describe('the navigation indicator and language switches', () => {
  const url = (path: string) => new URL(path, 'https://sylva.example')

  it('sees the same page in another language as a switch, not a navigation', () => {
    expect(isLanguageSwitch(url('/articles'), url('/articles?lang=en'))).toBe(true)
    expect(isLanguageSwitch(url('/articles?lang=en&page=2'), url('/articles?page=2'))).toBe(true)
  })

  it('sees another page, or other parameters, as a navigation', () => {
    expect(isLanguageSwitch(url('/articles'), url('/videos?lang=en'))).toBe(false)
    expect(isLanguageSwitch(url('/articles?page=2'), url('/articles?page=3&lang=en'))).toBe(false)
  })
})

describe('the share image’s text', () => {
  it('has one space of plain width between words, French no-break spaces kept', () => {
    expect(shareImageText('Le  rêveur\u202f: une   âme\ncalme')).toBe(
      'Le rêveur\u00a0: une âme calme',
    )
  })
})

describe('toasts', () => {
  afterEach(() => {
    vi.resetModules()
    vi.doUnmock('sonner')
  })

  it('a success closes the error toasts still on screen', async () => {
    const calls: string[] = []
    let next = 0
    const sonner = Object.assign(
      vi.fn(() => ++next),
      {
        error: vi.fn((title: string) => {
          calls.push(`error ${title}`)
          return ++next
        }),
        success: vi.fn((title: string) => {
          calls.push(`success ${title}`)
          return ++next
        }),
        dismiss: vi.fn((id: number) => calls.push(`dismiss ${id}`)),
      },
    )
    vi.doMock('sonner', () => ({ toast: sonner }))
    const { toast, markToasterMounted } = await import('@/components/ui/toast')
    markToasterMounted()
    toast.error('Captcha')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    toast.error('Mot de passe')
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    toast.success('Inscription réussie')
    await vi.waitFor(() => expect(calls).toHaveLength(5))
    expect(calls).toEqual([
      'error Captcha',
      'error Mot de passe',
      'dismiss 1',
      'dismiss 2',
      'success Inscription réussie',
    ])
  })
})
