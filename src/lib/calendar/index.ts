/**
 * The forest calendar's plain entry: months in Paris, categories, places, the access rule, the sky of
 * a month, the wheel's and the map's geometry. Reads and the feed are in ./server.ts. See ./CONTEXT.md.
 */
export * from './access'
export * from './categories'
export * from './feed'
export * from './map'
export * from './months'
export * from './places'
export * from './sky'
export * from './url'
export * from './wheel'
