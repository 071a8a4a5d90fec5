/**
 * The library's plain entry: its routes and preview paths. Cached reads, progress and legal pages are
 * in ./server.ts.
 */
export * from './preview'
export * from './routes'
