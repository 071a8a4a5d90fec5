/**
 * The personality tests' plain entry: the scoring rule. The tests themselves (collection, pages,
 * saved results) are not built yet; see ./CONTEXT.md.
 */
export * from './scoring'
