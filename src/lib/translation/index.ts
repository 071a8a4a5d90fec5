/** Translation's plain entry (docs/translation.md): texts, rich text, the circuit breaker. */
export * from './breaker'
export * from './richtext'
export * from './text'
