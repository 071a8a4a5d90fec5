/** Who may read what: the one access rule (canAccess) and the teaser cut. See ./CONTEXT.md. */
export * from './context'
export * from './gate'
export * from './redact'
