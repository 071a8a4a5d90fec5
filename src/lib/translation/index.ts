/** Translation's plain entry (docs/translation.md): texts, rich text, fields, the circuit breaker. */
export * from './breaker'
export * from './fields'
export * from './richtext'
export * from './text'
