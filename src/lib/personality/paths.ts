/** The tests' addresses (French paths; the language is added by `localizedHref`). Pure. */
export const TESTS_PATH = '/tests-personnalite'

export const testPath = (slug: string) => `${TESTS_PATH}/${slug}`

/** A step of a test: question `number` (1-based), with an optional error code or carried answer. */
export function stepPath(
  slug: string,
  number: number,
  extra: { error?: string; first?: string } = {},
): string {
  const query = new URLSearchParams({ q: String(number), ...extra })
  return `${testPath(slug)}?${query}`
}

export const resultPath = (slug: string, id: number | string) => `${testPath(slug)}/resultat/${id}`

export const sharePath = (token: string) => `${TESTS_PATH}/partage/${token}`

export const MY_RESULTS_PATH = '/membre/resultats'
