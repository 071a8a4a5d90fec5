/**
 * What a video page may say about the session. While the file is the generated stand-in
 * (`placeholder`), the page claims neither a filming place nor a running time: it shows a preview
 * mark instead. Pure, so the rule is tested without a page.
 */
export type VideoPresentation<Note> =
  | { preview: true; minutes: null; filming: null }
  | { preview: false; minutes: number; filming: Note | null }

export function videoPresentation<Note>(video: {
  placeholder?: boolean | null
  minutes: number
  filming?: Note | null
}): VideoPresentation<Note> {
  if (video.placeholder) return { preview: true, minutes: null, filming: null }
  return { preview: false, minutes: video.minutes, filming: video.filming ?? null }
}
