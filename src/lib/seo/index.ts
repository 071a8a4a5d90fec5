/** Page metadata, structured data and the library's JSON-LD. The sitemap is in ./server.ts. */
export * from './library'
export * from './metadata'
export * from './structured-data'
