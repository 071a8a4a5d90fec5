/** The site settings (cached) and each page's context (language, settings, metadata builder). */
import 'server-only'

export * from './page-context'
export * from './settings'
