/**
 * Whether the welcome offer may show where the dock puts it, at the bottom of the screen
 * (docs/behaviour.md › Header, footer and floating elements). Pure: the banner measures the page and
 * asks. The offer never covers the header, the page's first heading or its main action (an element
 * marked `data-main-action`, such as the hero's buttons); while it would, it waits (a scroll or a
 * larger window frees the place).
 */

export type Box = { top: number; bottom: number; left: number; right: number }

export function overlaps(a: Box, b: Box | null): boolean {
  if (!b) return false
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom
}

/** `kept` are the boxes the offer must leave uncovered; a null one is not on the page. */
export function isOfferPlaceFree(offer: Box, kept: (Box | null)[]): boolean {
  return kept.every((box) => !overlaps(offer, box))
}
