/** The site settings, cached, and the site's address. */
import 'server-only'

export * from './settings'
