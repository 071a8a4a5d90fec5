/** Class lists shared by the tests' pages. */
export const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-forest-700 px-6 text-sm font-semibold text-white transition-colors hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 dark:bg-primary dark:text-on-primary dark:hover:bg-secondary'

export const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line bg-surface px-6 text-sm font-semibold text-ink transition-colors hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700'

export const eyebrow =
  'text-sm font-semibold tracking-[0.18em] text-forest-700 uppercase dark:text-primary'

/** A text written with blank lines between paragraphs, as paragraphs. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
}
