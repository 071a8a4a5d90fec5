import localFont from 'next/font/local'

/**
 * The site's fonts, served from this site (no font CDN); the Latin files cover our five languages.
 * Inter is the site's own and preloaded; the others are declared for the « Personnaliser » panel
 * (docs/personalisation.md) and downloaded by the browser only when a reader or staff choose one.
 */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})

export const lora = localFont({
  src: '../../../node_modules/@fontsource-variable/lora/files/lora-latin-wght-normal.woff2',
  weight: '400 700',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-lora',
})

export const atkinson = localFont({
  src: '../../../node_modules/@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-atkinson',
})

export const nunito = localFont({
  src: '../../../node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
  weight: '200 1000',
  style: 'normal',
  display: 'swap',
  preload: false,
  variable: '--font-nunito',
})

/** Every family's CSS variable, set on <html>; `data-font` picks the one in use (globals.css). */
export const fontVariables = [inter, lora, atkinson, nunito].map((font) => font.variable)
