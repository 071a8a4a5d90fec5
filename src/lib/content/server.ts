/** The library's server entry: cached reads per language, formation progress, legal pages. */
import 'server-only'

export * from './library'
export * from './pages'
export * from './progress'
