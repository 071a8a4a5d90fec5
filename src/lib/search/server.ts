/** Search on the server: the library's titles and excerpts, with locks for this viewer. */
import 'server-only'

export * from './content'
