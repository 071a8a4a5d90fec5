/**
 * Ridges of the Cévennes at first light: layered crests, beech and chestnut crowns, a river of mist
 * (public/illustrations/hero-landscape-{light,dark}.svg). Images rather than inline SVG: the landscape
 * is the first large thing a phone shows, and as an image it is the page's largest paint, drawn with
 * the page instead of after it (docs/performance.md › What a phone sees). One image per colour
 * scheme; the other is not displayed and, being lazy, not fetched.
 */
/** The displayed image per colour scheme: the light one is the first paint, the dark one waits. */
const schemes = [
  { scheme: 'light', className: 'block dark:hidden', loading: 'eager', priority: 'high' },
  { scheme: 'dark', className: 'hidden dark:block', loading: 'lazy', priority: 'auto' },
] as const

export function HeroLandscape({ title }: { title: string }) {
  return schemes.map(({ scheme, className, loading, priority }) => (
    // eslint-disable-next-line @next/next/no-img-element -- a vector file, nothing to resize
    <img
      key={scheme}
      src={`/illustrations/hero-landscape-${scheme}.svg`}
      alt={title}
      width={640}
      height={480}
      loading={loading}
      fetchPriority={priority}
      className={`${className} h-auto w-full`}
    />
  ))
}
