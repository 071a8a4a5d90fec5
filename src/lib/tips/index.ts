/**
 * The daily tips' plain entry: the categories and the rule that picks the tip of the day. Reads are
 * in ./server.ts. See ./CONTEXT.md.
 */
export * from './categories'
export * from './paths'
export * from './rotation'
export * from './streak'
