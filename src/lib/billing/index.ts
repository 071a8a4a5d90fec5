/**
 * The billing domain's plain entry: subscription statuses and rules, the access snapshot, the provider
 * boundary, prices. Server-side operations (checkout, cancellation, webhooks) are in ./server.ts.
 * See ./CONTEXT.md.
 */
export * from './access-snapshot'
export * from './pricing'
export * from './provider'
export * from './status'
export * from './tier-name'
