import type { CollectionConfig } from 'payload'

import { adminsOnly, nobody } from '@/access'

/**
 * One row per scheduled task and day that was started (src/lib/platform/jobs/schedule.ts): `key` is
 * unique, so when several instances reach the hour together, one of them queues the day's job.
 */
export const ScheduledRuns: CollectionConfig = {
  slug: 'scheduled-runs',
  labels: {
    singular: { fr: 'Tâche planifiée lancée', en: 'Scheduled run' },
    plural: { fr: 'Tâches planifiées lancées', en: 'Scheduled runs' },
  },
  admin: {
    group: { fr: 'Administration', en: 'Administration' },
    defaultColumns: ['key', 'createdAt'],
  },
  access: { read: adminsOnly, create: nobody, update: nobody, delete: adminsOnly },
  fields: [{ name: 'key', type: 'text', required: true, unique: true, maxLength: 120 }],
}
