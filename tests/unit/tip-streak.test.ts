/** The streak of days practised (src/lib/tips/streak.ts) and an e-mail's plain text of a tip. */
import { describe, expect, it } from 'vitest'

import { plainTextOf } from '@/lib/platform/text/rich-text'
import { streakOf } from '@/lib/tips'

describe('streakOf', () => {
  it('counts the days in a row up to today', () => {
    expect(streakOf(['2026-11-25', '2026-11-24', '2026-11-23'], '2026-11-25')).toBe(3)
  })

  it('keeps yesterday’s streak while today is not done yet, and loses it after a missed day', () => {
    expect(streakOf(['2026-11-24', '2026-11-23'], '2026-11-25')).toBe(2)
    expect(streakOf(['2026-11-23', '2026-11-22'], '2026-11-25')).toBe(0)
  })

  it('stops at the first gap, across months and years, and counts a day once', () => {
    expect(
      streakOf(
        ['2027-01-01', '2026-12-31', '2026-12-31', '2026-12-30', '2026-12-28'],
        '2027-01-01',
      ),
    ).toBe(3)
    expect(streakOf(['2026-03-01', '2026-02-28'], '2026-03-01')).toBe(2)
  })

  it('is 0 with nothing done', () => {
    expect(streakOf([], '2026-11-25')).toBe(0)
  })
})

describe('plainTextOf', () => {
  const text = (value: string) => ({ type: 'text', text: value })
  it('keeps paragraphs apart and lists as dashed lines', () => {
    const document = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [text('Posez les pieds '), text('à plat.')] },
          { type: 'heading', tag: 'h2', children: [text('Puis')] },
          {
            type: 'list',
            children: [
              { type: 'listitem', children: [text('inspirez sur quatre temps')] },
              { type: 'listitem', children: [text('expirez sur six')] },
            ],
          },
        ],
      },
    }
    expect(plainTextOf(document)).toBe(
      'Posez les pieds à plat.\n\nPuis\n\n- inspirez sur quatre temps\n- expirez sur six',
    )
    expect(plainTextOf(null)).toBe('')
  })
})
