import type { BeforeListTableServerProps } from 'payload'

import { providerReport, translationCounts } from '@/lib/translation/admin'
import { translationStatuses, type TranslationStatus } from '@/lib/translation/fields'
import { targets } from '@/lib/translation/rows'

const languageNames: Record<string, string> = {
  en: 'Anglais',
  es: 'Espagnol',
  de: 'Allemand',
  nl: 'Néerlandais',
}

const statusNames: Record<TranslationStatus, string> = {
  pending: 'À traduire',
  queued: 'En file',
  machine: 'Traduction automatique',
  human: 'Relue / humaine',
  review: 'À revoir',
  failed: 'Échec',
}

const providerNames = { deepl: 'DeepL', libretranslate: 'LibreTranslate' } as const

const doneMessages: Record<string, (count: number) => string> = {
  now: (n) => `${n} champ(s) mis en file en priorité haute ; la traduction a commencé.`,
  retry: (n) => `${n} échec(s) remis en file en priorité haute.`,
  priority: (n) => `Priorité changée pour ${n} champ(s).`,
  inventory: () =>
    'Recensement lancé en arrière-plan : les compteurs se remplissent à mesure (rechargez la page).',
}

const number = new Intl.NumberFormat('fr-FR')

const filterLink = (locale: string | null, status: string | null) => {
  const where: string[] = []
  let index = 0
  if (locale) where.push(`where[and][${index++}][locale][equals]=${locale}`)
  if (status) where.push(`where[and][${index++}][status][equals]=${status}`)
  return `/admin/collections/translations${where.length ? `?${where.join('&')}` : ''}`
}

/**
 * Above the translations list: the state of every language (each count links to the filtered
 * list), the provider and what it used this month, and the actions staff take (docs/translation.md).
 * Plain forms: they work as soon as the page is there.
 */
export async function TranslationsOverview({ payload, searchParams }: BeforeListTableServerProps) {
  const [counts, report] = await Promise.all([translationCounts(payload), providerReport(payload)])
  const done = typeof searchParams?.done === 'string' ? searchParams.done : null
  const affected = Number(searchParams?.affected ?? 0)
  const actionError =
    typeof searchParams?.actionError === 'string' ? searchParams.actionError : null
  const total = (status: TranslationStatus) =>
    targets.reduce((sum, locale) => sum + counts[locale][status], 0)

  return (
    <section className="sylva-translations" aria-labelledby="translations-overview-title">
      <h2 id="translations-overview-title">État des traductions</h2>
      {done && doneMessages[done] ? (
        <p className="sylva-translations__done" role="status">
          {doneMessages[done](affected)}
        </p>
      ) : null}
      {actionError ? (
        <p className="sylva-translations__error" role="alert">
          {actionError}
        </p>
      ) : null}

      <div className="sylva-translations__provider">
        {report.provider ? (
          <p>
            Fournisseur : <strong>{providerNames[report.provider]}</strong>
            {report.usage ? (
              <>
                {' '}
                — {number.format(report.usage.used)}
                {report.usage.limit ? ` / ${number.format(report.usage.limit)}` : ''} caractères
                utilisés sur la période en cours (chiffre du fournisseur).
              </>
            ) : report.usageError ? (
              <> — consommation indisponible ({report.usageError}).</>
            ) : (
              <> — ce fournisseur ne communique pas sa consommation.</>
            )}
          </p>
        ) : (
          <p>
            <strong>Aucun fournisseur configuré</strong> (DEEPL_API_KEY ou LIBRETRANSLATE_URL) : les
            champs restent « À traduire » et les pages montrent le texte français avec un avis.
          </p>
        )}
        <p>
          Envoyé par ce site depuis le 1er du mois :{' '}
          {number.format(report.sentThisMonth.characters)} caractères (
          {number.format(report.sentThisMonth.texts)} textes) ; un texte déjà traduit vient du cache
          et n’est jamais renvoyé.
        </p>
        {report.pausedForMs ? (
          <p className="sylva-translations__error">
            Après plusieurs échecs, le fournisseur est en pause encore{' '}
            {Math.ceil(report.pausedForMs / 60_000)} min sur ce serveur : les traductions attendent
            et reprendront seules.
          </p>
        ) : null}
      </div>

      <table>
        <caption className="sylva-translations__caption">
          Champs par état et par langue (cliquez pour filtrer la liste)
        </caption>
        <thead>
          <tr>
            <th scope="col">État</th>
            {targets.map((locale) => (
              <th scope="col" key={locale}>
                <a href={filterLink(locale, null)}>{languageNames[locale]}</a>
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {translationStatuses.map((status) => (
            <tr key={status}>
              <th scope="row">{statusNames[status]}</th>
              {targets.map((locale) => (
                <td key={locale}>
                  <a href={filterLink(locale, status)}>{number.format(counts[locale][status])}</a>
                </td>
              ))}
              <td>
                <a href={filterLink(null, status)}>{number.format(total(status))}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="sylva-translations__actions">
        <form method="post" action="/api/translations/actions">
          <input type="hidden" name="action" value="now" />
          <label>
            Langue{' '}
            <select name="locale" defaultValue="">
              <option value="">toutes</option>
              {targets.map((locale) => (
                <option key={locale} value={locale}>
                  {languageNames[locale]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn--style-primary btn--size-small">
            Traduire maintenant ce qui attend
          </button>
        </form>
        <form method="post" action="/api/translations/actions">
          <input type="hidden" name="action" value="retry" />
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Réessayer les échecs
          </button>
        </form>
        <form method="post" action="/api/translations/actions">
          <input type="hidden" name="action" value="inventory" />
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Recenser les contenus publiés
          </button>
        </form>
      </div>
      <p className="sylva-translations__hint">
        Une traduction modifiée à la main devient « Relue / humaine » et n’est plus jamais remplacée
        ; quand le français change, elle passe « À revoir ». Pour garder des mots tels quels : le
        glossaire (traduction vide), ou le format « code » dans un texte riche.
      </p>
    </section>
  )
}
