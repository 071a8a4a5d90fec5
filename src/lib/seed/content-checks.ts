/** The strict content readers' shared refusals: a problem always names the file it is in. */

export function fail(file: string, problem: string): never {
  throw new Error(`${file}: ${problem}`)
}

/** The value if it is one of the allowed ones, else a refusal naming them. */
export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  file: string,
  what: string,
): T {
  const found = allowed.find((candidate) => candidate === value)
  if (found === undefined)
    fail(file, `${what} "${String(value)}" is not one of ${allowed.join(', ')}`)
  return found
}
