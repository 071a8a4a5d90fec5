/** Search: normalised, accent-insensitive matching and the per-process index. */
export * from './memo'
export * from './normalize'
