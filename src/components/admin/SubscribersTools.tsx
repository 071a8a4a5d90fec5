import type { ServerProps } from 'payload'

/** The list's quick filters: a label and the admin list's query string. */
export const quickFilters = [
  ['Tous', ''],
  ['En essai', 'where[or][0][and][0][status][equals]=trialing'],
  ['Actifs', 'where[or][0][and][0][status][equals]=active'],
  ['Paiement en échec', 'where[or][0][and][0][status][equals]=past_due'],
  ['Terminés', 'where[or][0][and][0][status][equals]=canceled'],
  ['Résiliation programmée', 'where[or][0][and][0][cancelAtPeriodEnd][equals]=true'],
  // By billing period, whatever the plan is called.
  ['Mensuels', 'where[or][0][and][0][interval][equals]=month'],
  ['Annuels', 'where[or][0][and][0][interval][equals]=year'],
] as const

const link: React.CSSProperties = {
  display: 'inline-block',
  padding: '0.3rem 0.8rem',
  borderRadius: 999,
  border: '1px solid var(--theme-elevation-150)',
  textDecoration: 'none',
  fontSize: '0.85rem',
}

/**
 * Above the subscribers list: quick status filters and the CSV export of what the list shows (the
 * export reads the same `where` and `search` query as the list).
 */
export function SubscribersTools({ searchParams }: ServerProps) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(searchParams ?? {})) {
    if (typeof value === 'string' && (key.startsWith('where') || key === 'search'))
      params.append(key, value)
  }
  const query = params.toString()
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '0.5rem',
        alignItems: 'center',
        marginBottom: '1rem',
      }}
    >
      {quickFilters.map(([label, filter]) => (
        <a
          key={label}
          style={link}
          href={`/admin/collections/subscriptions${filter ? `?${filter}` : ''}`}
        >
          {label}
        </a>
      ))}
      <a
        style={{ ...link, marginLeft: 'auto', fontWeight: 600 }}
        href={`/api/subscriptions/export.csv${query ? `?${query}` : ''}`}
        download
      >
        Exporter en CSV
      </a>
    </div>
  )
}
