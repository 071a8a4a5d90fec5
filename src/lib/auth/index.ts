/**
 * The accounts domain's plain entry (usable anywhere, plain Node included): who is looking, the
 * account form rules, safe return paths. Server-side reads and guards are in ./server.ts.
 * See ./CONTEXT.md.
 */
export * from './accounts'
export * from './constants'
export * from './redirect'
export * from './roles'
export * from './schemas'
export * from './viewer-state'
