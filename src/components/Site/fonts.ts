import localFont from 'next/font/local'

/** Inter (variable weight), served from this site: no font CDN. The Latin file covers our five languages. */
export const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'swap',
  variable: '--font-inter',
})
