/**
 * The run mode, decided from the environment when the process starts (never when the site was built):
 * `embedded` (`npm start` on one machine), `production` (a real deployment), `development`
 * (`next dev`) or `test`. Plain JavaScript, read by the typed configuration
 * (src/lib/platform/config/env.ts), through which the production server (server/index.ts) reads it too.
 *
 * @param {Record<string, string | undefined>} source
 * @returns {'development' | 'test' | 'embedded' | 'production'}
 */
export function resolveMode(source) {
  const explicit = source.APP_MODE?.trim() || undefined
  if (explicit !== undefined && !['embedded', 'production'].includes(explicit)) {
    throw new Error(`APP_MODE must be "embedded" or "production" (got "${explicit}")`)
  }
  if (source.NODE_ENV === 'production') {
    // Fail closed: a production build started without `npm start` is treated as a real deployment.
    return explicit === 'embedded' ? 'embedded' : 'production'
  }
  if (explicit === 'production') return 'production'
  if (source.NODE_ENV === 'test') return 'test'
  return explicit === 'embedded' ? 'embedded' : 'development'
}
