/** The sitemap, built from the database. */
import 'server-only'

export * from './sitemap'
