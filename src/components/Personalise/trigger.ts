/** The header's « Personnaliser » button, the same before and after its panel is loaded. */
export const PERSONALISE_TRIGGER_CLASS =
  'inline-flex size-10 items-center justify-center rounded-[var(--radius-base)] text-ink hover:bg-surface-muted [@media(scripting:none)]:hidden'
