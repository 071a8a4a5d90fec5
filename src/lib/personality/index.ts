/**
 * The personality tests' plain entry: the scoring rule, the forms' answer encoding and the addresses.
 * The server entry (tests, attempts, results, share links) is `./server`; see ./CONTEXT.md.
 */
export * from './form'
export * from './paths'
export * from './scoring'
