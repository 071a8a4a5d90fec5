/**
 * A member's tier is stored as the plan's French name (the state machine reads plans in French);
 * pages show it in the reader's language. Pure, so client widgets use it too.
 */
export type TierNames = Readonly<Record<string, string>>

/** The tier in the reader's language, or as stored when no plan bears that name (set by staff). */
export function localizedTier(tier: string, names: TierNames): string {
  return Object.hasOwn(names, tier) ? (names[tier] ?? tier) : tier
}

/**
 * From the same plans read in French and in the reader's language, matched by their stable code:
 * each French name to the translated one (the staff's own name when they gave no translation).
 */
export function tierNamesFrom(
  french: readonly { code: string; name: string }[],
  translated: readonly { code: string; name: string }[],
): TierNames {
  const byCode = new Map(translated.map((plan) => [plan.code, plan.name]))
  return Object.fromEntries(
    french.map((plan) => [plan.name, byCode.get(plan.code) || plan.name] as const),
  )
}
