import { describe, expect, it } from 'vitest'

import {
  isIntroVolume,
  normalisePagePath,
  pageAudioFor,
  snapIntroVolume,
  type PageAudio,
} from '@/lib/personalisation'

const intro = (path: string): PageAudio => ({
  type: 'intro',
  path,
  url: `/api/site-audio/file${path}.mp3`,
  volume: 0.8,
  showControls: true,
  loop: false,
  autoplay: true,
  autoplayDelay: 1500,
  position: 'bottom-left',
  transcript: null,
})

describe('page sounds', () => {
  it('keep a path from the root, without query, fragment or trailing slash', () => {
    expect(normalisePagePath('/')).toBe('/')
    expect(normalisePagePath('/articles/')).toBe('/articles')
    expect(normalisePagePath('/articles?lang=en#haut')).toBe('/articles')
    expect(normalisePagePath(' /calendrier ')).toBe('/calendrier')
    for (const wrong of ['articles', '//evil.example', 'https://x.org/', '/a/../b', '/a b', 7])
      expect(normalisePagePath(wrong)).toBeNull()
  })

  it('find the intro and the ambient sound of the page in view, in any language', () => {
    const ambient: PageAudio = {
      type: 'ambient',
      path: '/calendrier',
      url: null,
      soundType: 'rain',
      volume: 30,
    }
    const configs = [intro('/'), intro('/articles'), ambient]
    expect(pageAudioFor(configs, '/').intro?.url).toBe('/api/site-audio/file/.mp3')
    expect(pageAudioFor(configs, '/articles/').intro?.path).toBe('/articles')
    expect(pageAudioFor(configs, '/calendrier')).toEqual({ intro: null, ambient })
    expect(pageAudioFor(configs, '/contact')).toEqual({ intro: null, ambient: null })
  })

  it('take an intro volume from 0 to 1 in steps of 0.05 only', () => {
    for (const ok of [0, 0.05, 0.5, 0.85, 1]) expect(isIntroVolume(ok)).toBe(true)
    for (const wrong of [-0.05, 0.07, 1.05, Number.NaN, '0.5'])
      expect(isIntroVolume(wrong)).toBe(false)
    expect(snapIntroVolume(0.87)).toBe(0.85)
    expect(snapIntroVolume(1.4)).toBe(1)
    expect(snapIntroVolume(-1)).toBe(0)
  })
})
