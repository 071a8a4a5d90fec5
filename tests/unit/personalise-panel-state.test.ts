import { describe, expect, it } from 'vitest'

import {
  breaksARule,
  initialPanelState,
  panelReducer,
  type PanelState,
} from '@/components/Personalise/panel-state'
import { THEME_DEFAULTS, type ThemeSettings } from '@/lib/personalisation'

const site: ThemeSettings = { ...THEME_DEFAULTS }

/** The panel as a reader left it: open, with an unsaved change on top of what is applied. */
function openWithUnsavedChange(): PanelState {
  const opened = panelReducer(
    initialPanelState({ site, saved: null, stored: null, isOpen: false }),
    {
      type: 'opened',
      stored: null,
    },
  )
  return panelReducer(opened, { type: 'changed', field: 'fontSize', value: 19 })
}

describe('the « Personnaliser » panel’s state', () => {
  it('starts from the site’s theme, a member’s saved settings over it, a visitor’s stored ones over both', () => {
    const state = initialPanelState({
      site,
      saved: { primaryColor: '#4ade80', fontSize: 18 },
      stored: { fontSize: 20, fontFamily: 'lora' },
      isOpen: true,
    })
    expect(state.isOpen).toBe(true)
    expect(state.applied).toEqual({
      ...site,
      primaryColor: '#4ade80',
      fontSize: 20,
      fontFamily: 'lora',
    })
    expect(state.draft).toEqual(state.applied)
    expect(initialPanelState({ site, saved: null, stored: null, isOpen: false })).toEqual({
      isOpen: false,
      applied: site,
      draft: site,
    })
  })

  it('a change touches the draft only, leaving what closing comes back to', () => {
    const before = panelReducer(
      initialPanelState({ site, saved: null, stored: null, isOpen: false }),
      {
        type: 'opened',
        stored: null,
      },
    )
    const after = panelReducer(before, {
      type: 'changed',
      field: 'primaryColor',
      value: '#4ade80',
    })
    expect(after.draft).toEqual({ ...site, primaryColor: '#4ade80' })
    expect(after.applied).toEqual(site)
    expect(after.isOpen).toBe(true)
    // The previous state is left as it was (React compares states by identity).
    expect(before.draft).toEqual(site)
  })

  it('closing without saving keeps what was applied; opening again drops the unsaved draft', () => {
    const closed = panelReducer(openWithUnsavedChange(), { type: 'closed' })
    expect(closed.isOpen).toBe(false)
    expect(closed.applied).toEqual(site)
    const reopened = panelReducer(closed, { type: 'opened', stored: null })
    expect(reopened).toEqual({ isOpen: true, applied: site, draft: site })
  })

  it('opening lays a visitor’s stored settings over what is applied', () => {
    const closed = initialPanelState({ site, saved: null, stored: null, isOpen: false })
    const opened = panelReducer(closed, {
      type: 'opened',
      stored: { primaryColor: '#4ade80', particleEffects: true },
    })
    const expected = { ...site, primaryColor: '#4ade80', particleEffects: true }
    expect(opened).toEqual({ isOpen: true, applied: expected, draft: expected })
  })

  it('saving applies the theme saved and closes the panel', () => {
    const theme = { ...site, borderRadius: 16, customCursor: true }
    expect(panelReducer(openWithUnsavedChange(), { type: 'saved', theme })).toEqual({
      isOpen: false,
      applied: theme,
      draft: theme,
    })
  })
})

describe('a theme that is neither previewed nor saved', () => {
  it('is one with a colour that breaks a contrast rule or is malformed', () => {
    expect(breaksARule(site)).toBe(false)
    expect(breaksARule({ ...site, primaryColor: '#4ade80' })).toBe(false)
    expect(breaksARule({ ...site, primaryColor: '#777777' })).toBe(true)
    expect(breaksARule({ ...site, accentColor: '#84cc1' })).toBe(true)
  })

  it('is one with a sound address the site would not play', () => {
    expect(breaksARule({ ...site, customAudioUrl: '/api/site-audio/file/rain.mp3' })).toBe(false)
    expect(breaksARule({ ...site, customAudioUrl: 'https://elsewhere.example/x.mp3' })).toBe(true)
    expect(breaksARule({ ...site, customAudioUrl: '/api/../x.mp3' })).toBe(true)
  })
})
