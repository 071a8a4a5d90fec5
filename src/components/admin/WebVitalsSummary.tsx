import type { BeforeListTableServerProps } from 'payload'

import {
  ratingOf,
  THRESHOLDS,
  VITAL_METRICS,
  VITALS_SUMMARY_DAYS,
  type PageType,
} from '@/lib/vitals/kinds'
import { vitalsSummary } from '@/lib/vitals/summary'

const milliseconds = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 })
const score = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 })
const RATING_LABEL = { good: 'bon', 'needs-improvement': 'à améliorer', poor: 'mauvais' } as const
/** The page kinds (src/lib/vitals/kinds.ts) in the admin's French, named as the site's sections. */
const PAGE_TYPE_LABEL: Record<PageType, string> = {
  home: 'Accueil',
  list: 'Listes de contenus',
  article: 'Articles',
  video: 'Vidéos',
  formation: 'Formations',
  routine: 'Routines',
  discovery: 'Découvertes',
  calendar: 'Calendrier de la forêt',
  test: 'Tests et questionnaires',
  search: 'Recherche',
  subscription: 'Abonnement et résiliation',
  account: 'Espace membre et connexion',
  legal: 'Pages légales',
  other: 'Autres pages',
}

/**
 * Above the measurements: the 75th percentile of LCP, INP and CLS per page type over the last 28 days
 * (the figure Google's Core Web Vitals assessment uses), with where it stands against the thresholds.
 */
export async function WebVitalsSummary({ payload, user }: BeforeListTableServerProps) {
  const rows = await vitalsSummary(payload, user ?? undefined)
  if (rows.length === 0) return null
  return (
    <section className="sylva-feedback-averages" aria-labelledby="web-vitals-title">
      <h2 id="web-vitals-title">
        75e centile par type de page ({VITALS_SUMMARY_DAYS} derniers jours)
      </h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Type de page</th>
            {VITAL_METRICS.map((metric) => (
              <th key={metric} scope="col">
                {metric} (bon ≤{' '}
                {metric === 'CLS' ? THRESHOLDS[metric].good : `${THRESHOLDS[metric].good} ms`})
              </th>
            ))}
            <th scope="col">Visites mesurées</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.pageType}>
              <td>{PAGE_TYPE_LABEL[row.pageType]}</td>
              {VITAL_METRICS.map((metric) => {
                const value = row.p75[metric]
                if (value === null) return <td key={metric}>—</td>
                const text =
                  metric === 'CLS' ? score.format(value) : `${milliseconds.format(value)} ms`
                return (
                  <td key={metric}>
                    {text} ({RATING_LABEL[ratingOf(metric, value)]})
                  </td>
                )
              })}
              <td>{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
