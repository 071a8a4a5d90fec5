/**
 * Text for the share image (app/tests-personnalite/partage): the image renderer gives every space the
 * font's width only for plain and no-break spaces, so runs of spaces and the narrow no-break space
 * (French typography) become one no-break or plain space each. Pure.
 */
export function shareImageText(text: string): string {
  return text
    .replace(/[\u202f\u2009\u2007]/g, '\u00a0')
    .replace(/[ \t\r\n]+/g, ' ')
    .replace(/ ?\u00a0 ?/g, '\u00a0')
    .trim()
}
