/** The library's files on the server: the right checked per request, then streamed. */
import 'server-only'

export * from './library-files'
export * from './serve'
