/**
 * Where the welcome offer goes on screen (docs/behaviour.md › Header, footer and floating elements).
 * Pure: the banner measures the page and asks. The offer must never cover the cookie banner, and
 * should not cover the page's main action (an element marked `data-main-action`, such as the hero's
 * buttons) either; it tries, in order, the bottom of the screen, beside the cookie banner when the
 * screen is wide enough, then the top.
 */

export type Box = { top: number; bottom: number; left: number; right: number }
export type Placement =
  { kind: 'bottom' } | { kind: 'top' } | { kind: 'beside'; left: number; bottom: number }

/** The margin kept around the offer, in pixels (Tailwind's 3). */
export const OFFER_MARGIN = 12
/** The narrowest the offer may be when it sits beside the cookie banner. */
export const OFFER_MIN_BESIDE_WIDTH = 340

type Input = {
  viewport: { width: number; height: number }
  /** The offer's size where it is rendered now. */
  offer: { width: number; height: number }
  cookieBanner: Box | null
  mainAction: Box | null
}

function overlaps(a: Box, b: Box | null): boolean {
  if (!b) return false
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

function centred(viewportWidth: number, width: number): { left: number; right: number } {
  const clamped = Math.min(width, viewportWidth - 2 * OFFER_MARGIN)
  const left = (viewportWidth - clamped) / 2
  return { left, right: left + clamped }
}

export function placeWelcomeOffer({ viewport, offer, cookieBanner, mainAction }: Input): Placement {
  const across = centred(viewport.width, offer.width)
  const candidates: { placement: Placement; box: Box }[] = [
    {
      placement: { kind: 'bottom' },
      box: {
        ...across,
        top: viewport.height - OFFER_MARGIN - offer.height,
        bottom: viewport.height - OFFER_MARGIN,
      },
    },
  ]
  if (cookieBanner) {
    const left = cookieBanner.right + OFFER_MARGIN
    if (viewport.width - OFFER_MARGIN - left >= OFFER_MIN_BESIDE_WIDTH) {
      const bottom = Math.max(OFFER_MARGIN, viewport.height - cookieBanner.bottom)
      candidates.push({
        placement: { kind: 'beside', left, bottom },
        box: {
          left,
          right: viewport.width - OFFER_MARGIN,
          top: viewport.height - bottom - offer.height,
          bottom: viewport.height - bottom,
        },
      })
    }
  }
  candidates.push({
    placement: { kind: 'top' },
    box: { ...across, top: OFFER_MARGIN, bottom: OFFER_MARGIN + offer.height },
  })
  const clear = candidates.find(
    ({ box }) => !overlaps(box, cookieBanner) && !overlaps(box, mainAction),
  )
  if (clear) return clear.placement
  // Nowhere is free of both: the cookie banner wins, the top of the screen is the last resort.
  const besideBannerOnly = candidates.find(({ box }) => !overlaps(box, cookieBanner))
  return besideBannerOnly ? besideBannerOnly.placement : { kind: 'top' }
}
