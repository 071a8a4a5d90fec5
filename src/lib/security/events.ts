import type { Payload } from 'payload'

import type { securityEventTypes } from '@/collections/SecurityEvents'

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
const LAST_PURGE = Symbol.for('sylva.securityEventsPurgedAt')

/** Deletes events older than the retention period; returns how many went. */
export async function purgeExpiredSecurityEvents(
  payload: Payload,
  now = Date.now(),
): Promise<number> {
  const { docs } = await payload.delete({
    collection: 'security-events',
    where: { createdAt: { less_than: new Date(now - SECURITY_EVENT_RETENTION_MS).toISOString() } },
    overrideAccess: true,
    depth: 0,
  })
  return docs.length
}

/** At most once an hour per process, as events are written: the log never outlives its retention. */
async function purgeNowAndThen(payload: Payload): Promise<void> {
  const holder = globalThis as typeof globalThis & { [LAST_PURGE]?: number }
  const now = Date.now()
  if (holder[LAST_PURGE] && now - holder[LAST_PURGE] < PURGE_INTERVAL_MS) return
  holder[LAST_PURGE] = now
  await purgeExpiredSecurityEvents(payload, now)
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
    await purgeNowAndThen(payload)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not record the security event ${event.type}` })
  }
}
