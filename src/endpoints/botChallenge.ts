import type { Endpoint } from 'payload'

import { createBotChallenge } from '@/lib/bot-check/altcha'
import { clientIpFrom } from '@/lib/platform/http/client-ip'
import { consume } from '@/lib/platform/rate-limit'

/** GET /api/altcha/challenge: a fresh, signed proof-of-work challenge for the bot-check widget. */
export const botChallengeEndpoint: Endpoint = {
  path: '/altcha/challenge',
  method: 'get',
  handler: async (req) => {
    const limit = await consume(`altcha-challenge:${clientIpFrom(req.headers)}`, {
      limit: 60,
      windowMs: 60_000,
    })
    if (!limit.allowed) {
      return Response.json(
        { error: 'Too many requests' },
        {
          status: 429,
          headers: {
            'Retry-After': String(Math.ceil(limit.retryAfterMs / 1000)),
            'Cache-Control': 'no-store',
          },
        },
      )
    }
    return Response.json(await createBotChallenge(), { headers: { 'Cache-Control': 'no-store' } })
  },
}
