import type { Payload } from 'payload'

/** A named, versioned batch of launch content; applied once per database (see `seed-runs`). */
export type SeedUnit = {
  key: string
  run: (payload: Payload) => Promise<void>
}

/**
 * Hooks that revalidate caches or send e-mail skip their side effects when they see this flag. Pass a
 * copy (`context: { ...SEED_CONTEXT }`): Payload writes into the context object it is given
 * (tests/unit/operation-context.test.ts).
 */
export const SEED_CONTEXT = { isSeeding: true } as const
