import type { ServerProps } from 'payload'

import { DEFAULT_BRAND_NAME } from '@/lib/brand'

import { LeafMark } from '@/components/Brand/LeafMark'

async function brandName(payload: ServerProps['payload'] | undefined): Promise<string> {
  if (!payload) return DEFAULT_BRAND_NAME
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    overrideAccess: false,
  })
  return settings.brandName || DEFAULT_BRAND_NAME
}

/** Login screen: "Administration" above the brand, as the spec's admin header reads. */
export async function AdminLogo({ payload }: Partial<ServerProps>) {
  const brand = await brandName(payload)
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.9rem' }}>
      <LeafMark size={48} />
      <div style={{ lineHeight: 1.15 }}>
        <div
          style={{
            fontSize: '0.8rem',
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            opacity: 0.7,
          }}
        >
          Administration
        </div>
        <div style={{ fontSize: '1.6rem', fontWeight: 600 }}>{brand}</div>
      </div>
    </div>
  )
}

/** Navigation icon. */
export function AdminIcon() {
  return <LeafMark fill />
}
