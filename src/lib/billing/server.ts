/** The billing domain's server entry: what members and staff do with subscriptions. */
import 'server-only'

export * from './account-deletion'
export * from './checkout-return'
export * from './member-view'
export * from './service'
export { hasHadSubscription } from './state'
export * from './webhook'
