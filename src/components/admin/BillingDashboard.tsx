import Link from 'next/link'
import type { ServerProps } from 'payload'

import { isAdminUser } from '@/access'
import { formatPrice } from '@/lib/billing/pricing'
import { billingStats } from '@/lib/billing/stats'

const card: React.CSSProperties = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 12,
  padding: '1rem 1.25rem',
  background: 'var(--theme-elevation-50)',
}

/** The dashboard's block of subscription figures (admins only: editors do not see members' money). */
export async function BillingDashboard({ payload, user }: ServerProps) {
  if (!isAdminUser(user as Parameters<typeof isAdminUser>[0])) return null
  const stats = await billingStats(payload)
  const figures = [
    ['Membres', String(stats.members)],
    ['Membres premium', String(stats.premiumMembers)],
    ['Essais en cours', String(stats.trials)],
    ['Revenu mensuel récurrent', formatPrice(stats.mrrCents, 'EUR', 'fr')],
    ['Résiliations (30 jours)', String(stats.cancellations30d)],
  ]
  return (
    <section aria-label="Abonnements" style={{ marginBottom: '2rem' }}>
      <h2 style={{ margin: '0 0 0.75rem', fontSize: '1.1rem' }}>Abonnements</h2>
      <div
        style={{
          display: 'grid',
          gap: '0.75rem',
          gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
        }}
      >
        {figures.map(([label, value]) => (
          <div key={label} style={card} data-testid="billing-figure">
            <div style={{ fontSize: '0.8rem', opacity: 0.75 }}>{label}</div>
            <div style={{ fontSize: '1.5rem', fontWeight: 600, marginTop: 4 }}>{value}</div>
          </div>
        ))}
      </div>
      <p style={{ marginTop: '0.75rem', fontSize: '0.85rem' }}>
        <Link href="/admin/collections/subscriptions">Voir les abonnés</Link>
      </p>
    </section>
  )
}
