import { headers } from 'next/headers'

import { THEME_STORAGE_KEY } from '@/lib/consent/storage'

/**
 * Applies the reader's stored light/dark choice before the first paint (no flash of the wrong theme);
 * without one, the site's default scheme, already set on <html> by the layout, stays.
 */
export async function ThemeScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const script = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='dark'||t==='light')document.documentElement.classList.toggle('dark',t==='dark')}catch(e){}`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
