/**
 * The personality tests' plain entry: the scoring rule. The pages and saved results are not built
 * yet; see ./CONTEXT.md.
 */
export * from './scoring'
