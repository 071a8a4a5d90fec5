import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * Which seed units have been applied to this database. A unit runs once: content an editor deleted
 * afterwards is not brought back by the next start.
 */
export const SeedRuns: CollectionConfig = {
  slug: 'seed-runs',
  admin: { hidden: true },
  access: {
    read: adminsOnly,
    create: nobody,
    update: nobody,
    delete: nobody,
    readVersions: nobody,
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'appliedAt', type: 'date', required: true },
  ],
}
