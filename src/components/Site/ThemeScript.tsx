import { headers } from 'next/headers'

import { PERSONALISATION_STORAGE_KEY, THEME_STORAGE_KEY } from '@/lib/consent/storage'
import { backgroundPatterns, cursorTypes, fontFamilies } from '@/lib/personalisation'

/** The values each attribute may take (src/lib/personalisation/theme.ts, `themeAttributes`). */
const allowedAttributes = JSON.stringify({
  'data-font': fontFamilies,
  'data-pattern': backgroundPatterns,
  'data-cursor': ['', ...cursorTypes],
})

/**
 * Before the first paint (no flash of the wrong theme): the reader's stored light/dark choice (without
 * one, the site's default scheme set on <html> by the layout stays) and a visitor's own theme from
 * the « Personnaliser » panel (src/components/Personalise). A member's theme is rendered by the server
 * (`data-reader-theme="server"`), so the stored one is skipped. Only known properties with values of
 * the expected shape are applied (colours, sizes, and the font, pattern and cursor from their lists): the storage is the reader's own, but never trusted as CSS.
 */
export async function ThemeScript() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  const script = `try{var d=document.documentElement,t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t==='dark'||t==='light')d.classList.toggle('dark',t==='dark');if(d.getAttribute('data-reader-theme')!=='server'){var p=JSON.parse(localStorage.getItem(${JSON.stringify(PERSONALISATION_STORAGE_KEY)})||'null'),v=p&&p.vars||{},ok={'--color-primary':1,'--color-on-primary':1,'--color-secondary':1,'--color-on-secondary':1,'--color-accent':1,'--radius-base':2,'--font-scale':3},re={1:/^#[0-9a-f]{6}$/,2:/^[0-9]{1,2}px$/,3:/^[0-9](\\.[0-9]{1,4})?$/};for(var k in v)if(ok[k]&&re[ok[k]].test(v[k]))d.style.setProperty(k,v[k]);if(p&&p.animations===false)d.setAttribute('data-animations','off');var a=p&&p.attrs||{},A=${allowedAttributes};for(var n in A)if(typeof a[n]==='string'&&A[n].indexOf(a[n])>=0){if(a[n])d.setAttribute(n,a[n]);else d.removeAttribute(n)}}}catch(e){}`
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />
}
