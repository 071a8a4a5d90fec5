/** The feedback widget's server entry: storing a rating, the cached configuration. */
import 'server-only'

export * from './service'
export * from './settings'
