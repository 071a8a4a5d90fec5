/** The accounts domain's server entry: the session of this request, the guard, session cookies. */
import 'server-only'

export * from './audience'
export * from './guard'
export * from './navigation-headers'
export * from './session'
export * from './viewer'
