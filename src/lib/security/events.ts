import type { Payload } from 'payload'

import type { securityEventTypes } from '@/collections/SecurityEvents'
import { purgeExpiredNowAndThen } from '@/lib/platform/payload/retention'

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

/**
 * Records a security event (docs/behaviour.md › Security events). A failure to write the log is
 * reported but never turns a successful login or logout into an error for the person doing it.
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
    // As events are written, the log is kept within its retention (src/lib/platform/payload/retention.ts).
    purgeExpiredNowAndThen(payload, 'security-events')
  } catch (error) {
    payload.logger.error({ err: error, msg: `Could not record the security event ${event.type}` })
  }
}
