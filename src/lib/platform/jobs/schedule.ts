/**
 * Daily tasks at a local hour (docs/architecture.md › Background jobs): every worker pass asks
 * `startDueSchedules`, and once a schedule's hour has come in its time zone, the first instance to
 * record `<name>:<day>` in `scheduled-runs` (a unique key) queues that day's job, in the same
 * transaction. Other instances, later passes and restarts find the key and do nothing. A day whose hour
 * was missed by more than `lateMinutes` (a server that was down all morning) is skipped, not sent late.
 */
import type { Payload } from 'payload'

import { recordOnce } from '@/lib/platform/payload/record-once'

export type DailySchedule = {
  /** Names the schedule in `scheduled-runs` keys. */
  name: string
  /** The task queued, with `{ day }` (YYYY-MM-DD in the time zone) as input. */
  task: string
  hour: number
  minute: number
  timeZone: string
  /** How long after the hour a day may still start. */
  lateMinutes: number
  queue?: string
}

/** The calendar day and the minutes since midnight of an instant in a time zone. */
export function zonedClock(now: Date, timeZone: string): { day: string; minutes: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  )
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  }
}

/** The day a schedule should start now, or null (before its hour, or too late). Pure. */
export function dueDay(schedule: DailySchedule, now: Date): string | null {
  const { day, minutes } = zonedClock(now, schedule.timeZone)
  const start = schedule.hour * 60 + schedule.minute
  return minutes >= start && minutes <= start + schedule.lateMinutes ? day : null
}

/** Queues each due schedule's job once per day across every instance; the keys this call started. */
export async function startDueSchedules(
  payload: Payload,
  schedules: readonly DailySchedule[],
  now = new Date(),
): Promise<string[]> {
  const started: string[] = []
  for (const schedule of schedules) {
    const day = dueDay(schedule, now)
    if (!day) continue
    const key = `${schedule.name}:${day}`
    // Queued as ./runner.ts's queueJob does; the worker's pass runs it right after this call.
    const outcome = await recordOnce(payload, {
      collection: 'scheduled-runs',
      key,
      data: {},
      alsoDo: async (req) => {
        await payload.jobs.queue({
          task: schedule.task as never,
          input: { day } as never,
          queue: schedule.queue ?? 'default',
          req,
        })
      },
    })
    // `taken`: another instance (or an earlier pass) recorded the day first; nothing to do.
    if (outcome === 'recorded') started.push(key)
  }
  return started
}
