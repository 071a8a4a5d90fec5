import { clsx, type ClassValue } from 'clsx'

/**
 * Joins class names, without settling conflicts between Tailwind utilities: the components that every
 * page hydrates use it, so that tailwind-merge (`cn`, ~10 KB and a costly first call) stays out of the
 * scripts every page runs (docs/performance.md › Scripts every page runs). A caller that needs to
 * replace one of a component's utilities picks a variant instead of passing a conflicting class.
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
