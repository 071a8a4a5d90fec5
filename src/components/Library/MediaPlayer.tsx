import { localeLabels, type Locale } from '@/i18n/locales'

/**
 * The browser's own player: keyboard-operable controls, captions menu, poster. Files come from the
 * checking media route; `preload="metadata"` fetches only the start until the viewer presses play.
 */
export function VideoPlayer({
  src,
  poster,
  label,
  captions,
  locale,
  unsupported,
}: {
  src: string
  poster?: string | null
  label: string
  captions: { language: Locale; src: string }[]
  locale: Locale
  unsupported: string
}) {
  const defaultTrack = captions.find((track) => track.language === locale) ?? captions[0]
  return (
    <video
      controls
      preload="metadata"
      playsInline
      poster={poster ?? undefined}
      aria-label={label}
      className="aspect-video w-full rounded-2xl bg-forest-950 shadow-lg shadow-forest-900/10"
    >
      <source src={src} />
      {captions.map((track) => (
        <track
          key={track.language}
          kind="captions"
          src={track.src}
          srcLang={track.language}
          label={localeLabels[track.language]}
          default={track === defaultTrack}
        />
      ))}
      {unsupported}
    </video>
  )
}

export function AudioPlayer({
  src,
  label,
  unsupported,
}: {
  src: string
  label: string
  unsupported: string
}) {
  return (
    <audio controls preload="metadata" aria-label={label} className="w-full">
      <source src={src} />
      {unsupported}
    </audio>
  )
}
