import { headers } from 'next/headers'

import { THEME_STORAGE_KEY } from '@/lib/consent/storage'

/** Applies the stored theme before the first paint (no flash of the wrong theme). Light by default. */
export async function ThemeScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const script = `try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==='dark')document.documentElement.classList.add('dark')}catch(e){}`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
