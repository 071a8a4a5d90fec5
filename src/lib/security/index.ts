/** The security log, device fingerprints and bot-risk scoring, the content-security policy. */
export * from './csp'
export * from './events'
export * from './fingerprint-payload'
export * from './fingerprints'
export * from './risk'
