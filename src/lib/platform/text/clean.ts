/**
 * Text as people typed it, without what can disguise it: C0/C1 control characters and the
 * bidirectional marks, overrides and isolates (U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069)
 * that can make « evil.exe » display as something else. Pure, shared by the forms, the collections
 * and the browser.
 */

const INVISIBLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu
/** The same, minus the line feed and the tab a message may keep. */
const INVISIBLE_IN_TEXT = /(?![\n\t])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu

/** One line of text: line breaks and tabs become spaces, other controls go, spaces are collapsed. */
export function cleanLine(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\t\n\r]+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A multi-line text: Windows line ends become \n, controls other than \n and \t go, ends trimmed. */
export function cleanText(value: string): string {
  return value.normalize('NFC').replace(/\r\n?/g, '\n').replace(INVISIBLE_IN_TEXT, '').trim()
}
