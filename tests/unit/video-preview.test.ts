/** A video whose file is the generated stand-in claims neither a filming place nor a running time. */
import { describe, expect, it } from 'vitest'

import { videoPresentation } from '@/lib/content/video-preview'

const note = { root: { children: [{ text: 'Cette séance a été filmée un matin de juillet…' }] } }

describe('videoPresentation', () => {
  it('shows the preview mark, no running time and no filming note while the file is a placeholder', () => {
    expect(videoPresentation({ placeholder: true, minutes: 12, filming: note })).toEqual({
      preview: true,
      minutes: null,
      filming: null,
    })
  })

  it('shows the running time and the filming note once a real file is in place', () => {
    expect(videoPresentation({ placeholder: false, minutes: 12, filming: note })).toEqual({
      preview: false,
      minutes: 12,
      filming: note,
    })
    expect(videoPresentation({ minutes: 9 })).toEqual({ preview: false, minutes: 9, filming: null })
  })
})
