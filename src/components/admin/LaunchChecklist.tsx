import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isStaffUser } from '@/access'
import { getEnv } from '@/lib/platform/config/env'
import { readLaunchChecklist } from '@/lib/site'

const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 12,
  padding: '1rem 1.25rem',
  background: 'var(--theme-elevation-50)',
}

/**
 * The dashboard's « Avant l’ouverture » panel: each launch item done or not, with what is left.
 * Hidden once everything is done; the admin is in French only (payload.config.ts › i18n).
 */
export async function LaunchChecklist({ payload, user }: ServerProps) {
  if (!isStaffUser(user as Parameters<typeof isStaffUser>[0])) return null
  const items = await readLaunchChecklist(payload, getEnv())
  const left = items.filter((item) => !item.done).length
  if (left === 0) return null
  return (
    <section aria-labelledby="launch-checklist-title" style={{ marginBottom: '2rem' }}>
      <h2 id="launch-checklist-title" style={{ margin: '0 0 0.25rem', fontSize: '1.1rem' }}>
        Avant l’ouverture
      </h2>
      <p style={{ margin: '0 0 0.75rem', fontSize: '0.9rem', opacity: 0.8 }}>
        {left} point{left > 1 ? 's' : ''} sur {items.length} à régler avant d’ouvrir le site au
        public.
      </p>
      <ul style={{ ...card, listStyle: 'none', margin: 0, display: 'grid', gap: '0.75rem' }}>
        {items.map((item) => (
          <li key={item.key} data-testid="launch-item" data-done={item.done ? 'true' : 'false'}>
            <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'baseline' }}>
              <span aria-hidden="true" style={{ fontWeight: 700 }}>
                {item.done ? '✓' : '✗'}
              </span>
              <strong>{item.label}</strong>
              <span style={{ fontSize: '0.8rem', opacity: 0.75 }}>
                {item.done ? 'fait' : 'à faire'}
              </span>
            </div>
            <p style={{ margin: '0.25rem 0 0 1.5rem', fontSize: '0.9rem' }}>
              {item.detail}
              {item.href && !item.done ? (
                <>
                  {' '}
                  <Link href={item.href}>Ouvrir</Link>
                </>
              ) : null}
            </p>
            {item.pending.length && !item.done ? (
              <ul style={{ margin: '0.25rem 0 0 2.5rem', fontSize: '0.85rem' }}>
                {item.pending.map((entry) => (
                  <li key={entry}>{entry}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
