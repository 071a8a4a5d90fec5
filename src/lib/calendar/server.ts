/** The forest calendar's server entry: cached reads of its entries, per language. */
import 'server-only'

export * from './entries'
export * from './subscription'
