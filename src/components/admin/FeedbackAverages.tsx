import type { BeforeListTableServerProps } from 'payload'

import { averageRatingsByPage } from '@/lib/feedback/averages'

const formatter = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
})

/**
 * Above the feedback list: the average rating of each page (all feedback, best-rated last so that the
 * pages needing attention come first), read through the Local API with the staff member's rights.
 */
export async function FeedbackAverages({ payload, user }: BeforeListTableServerProps) {
  const pages = await averageRatingsByPage(payload, user ?? undefined)
  if (pages.length === 0) return null
  return (
    <section className="sylva-feedback-averages" aria-labelledby="feedback-averages-title">
      <h2 id="feedback-averages-title">Note moyenne par page</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Note moyenne</th>
            <th scope="col">Avis</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => (
            <tr key={page.pageUrl}>
              <td>
                <a
                  href={`/admin/collections/user-feedback?where[pageUrl][equals]=${encodeURIComponent(page.pageUrl)}`}
                >
                  {page.pageUrl}
                </a>
              </td>
              <td>
                <span aria-hidden="true">★ </span>
                {formatter.format(page.average)} / 5
              </td>
              <td>{page.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
