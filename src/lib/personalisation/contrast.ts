/**
 * WCAG 2 contrast, for the colours staff and members choose (docs/personalisation.md › Contrast).
 * Pure: shared by the admin's validation, the server and the browser's preview.
 */

export type Rgb = { r: number; g: number; b: number }

const HEX = /^#([0-9a-f]{6})$/i

/** `#22c55e` (six hex digits, any case) as channels 0–255, or null. */
export function parseHex(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null
  const digits = HEX.exec(value.trim())?.[1]
  if (!digits) return null
  const n = Number.parseInt(digits, 16)
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 }
}

/** A colour this code writes itself (`#rrggbb`): a mistake there is a bug, so it throws. */
export function rgb(value: string): Rgb {
  const color = parseHex(value)
  if (!color) throw new Error(`Not a #rrggbb colour: ${value}`)
  return color
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`
}

/** Relative luminance (WCAG 2.x). */
export function luminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two colours, from 1 to 21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** `color` at `alpha` (0–1) laid over an opaque `background`. */
export function over(color: Rgb, alpha: number, background: Rgb): Rgb {
  const mix = (top: number, bottom: number) => top * alpha + bottom * (1 - alpha)
  return {
    r: mix(color.r, background.r),
    g: mix(color.g, background.g),
    b: mix(color.b, background.b),
  }
}

/** Of the candidates, the text colour that reads best on `background`. */
export function bestTextOn(
  background: Rgb,
  candidates: readonly Rgb[],
): { color: Rgb; ratio: number } {
  return candidates
    .map((color) => ({ color, ratio: contrast(color, background) }))
    .reduce((best, next) => (next.ratio > best.ratio ? next : best))
}
