/** The library's files: HTTP Range parsing. Serving and rights are in ./server.ts. */
export * from './range'
