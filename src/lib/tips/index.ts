/**
 * The daily tips' plain entry: the rule that picks the tip of the day. The collection, the member page
 * and the morning e-mail are not built yet; see ./CONTEXT.md.
 */
export * from './rotation'
