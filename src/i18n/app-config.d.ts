/**
 * next-intl's types, from the one locale list and the French catalogue (every other catalogue has
 * exactly its keys: tests/unit/catalogues.test.ts): a message key that does not exist fails to compile.
 */
import type fr from '../../messages/fr.json'

import type { Locale } from './locales'

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: typeof fr
  }
}
