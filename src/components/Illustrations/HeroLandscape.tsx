/**
 * Ridges of the Cévennes at first light: layered crests, beech and chestnut crowns, a river of mist
 * (public/illustrations/hero-landscape-{light,dark}.svg). Images rather than inline SVG: the landscape
 * is the first large thing a phone shows, and as an image it is the page's largest paint, drawn with
 * the page instead of after it (docs/performance.md › What a phone sees). One image per colour
 * scheme; the other is not displayed and, being lazy, not fetched.
 */
export function HeroLandscape({ title }: { title: string }) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a vector file, nothing to resize */}
      <img
        src="/illustrations/hero-landscape-light.svg"
        alt={title}
        width={640}
        height={480}
        fetchPriority="high"
        className="block h-auto w-full dark:hidden"
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- a vector file, nothing to resize */}
      <img
        src="/illustrations/hero-landscape-dark.svg"
        alt={title}
        width={640}
        height={480}
        loading="lazy"
        className="hidden h-auto w-full dark:block"
      />
    </>
  )
}
