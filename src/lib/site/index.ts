/** The site's identity: its default brand name. Settings read from the database are in ./server.ts. */
export * from './brand'
