/** The contact form's server entry: storing a message and notifying staff. */
import 'server-only'

export * from './service'
