import type { Payload } from 'payload'

import type { securityEventTypes } from '@/collections/SecurityEvents'
import { deleteOlderThan } from '@/lib/payload/retention'
import { nowAndThen } from '@/lib/runtime/now-and-then'

export type SecurityEventType = (typeof securityEventTypes)[number]

export type SecurityEvent = {
  type: SecurityEventType
  severity?: 'info' | 'warning'
  userId?: number | string | null
  accountType?: 'members' | 'users'
  email?: string | null
  ip?: string
  details?: Record<string, unknown>
}

/** How long the security log keeps an event (shown to staff in the collection's description). */
export const SECURITY_EVENT_RETENTION_MS = 365 * 24 * 60 * 60 * 1000
const PURGE_INTERVAL_MS = 60 * 60 * 1000

/** Deletes events older than the retention period; returns how many went. */
export async function purgeExpiredSecurityEvents(
  payload: Payload,
  now = Date.now(),
): Promise<number> {
  return deleteOlderThan(payload, {
    collection: 'security-events',
    field: 'createdAt',
    maxAgeMs: SECURITY_EVENT_RETENTION_MS,
    now,
  })
}

/**
 * Records a security event (spec §7, log_security_event). A failure to write the log is reported but
 * never turns a successful login or logout into an error for the person doing it.
 */
export async function logSecurityEvent(payload: Payload, event: SecurityEvent): Promise<void> {
  try {
    await payload.create({
      collection: 'security-events',
      overrideAccess: true,
      data: {
        type: event.type,
        severity:
          event.severity ??
          (event.type === 'failed_login' || event.type === 'account_locked' ? 'warning' : 'info'),
        userId:
          event.userId === undefined || event.userId === null ? undefined : String(event.userId),
        accountType: event.accountType,
        email: event.email ?? undefined,
        ip: event.ip,
        details: { ...event.details, timestamp: new Date().toISOString() },
      },
    })
    // At most once an hour per process, as events are written: the log never outlives its retention.
    await nowAndThen('security-events', PURGE_INTERVAL_MS, (now) =>
      purgeExpiredSecurityEvents(payload, now),
    )
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not record the security event ${event.type}` })
  }
}
