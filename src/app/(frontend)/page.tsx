import { LeafMark } from '@/components/Brand/LeafMark'
import { getSiteSettings } from '@/lib/site/settings'

export const dynamic = 'force-dynamic'

export default async function HomePage() {
  const settings = await getSiteSettings('fr')
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <LeafMark size={72} />
      <h1 className="text-4xl font-semibold tracking-tight text-emerald-950">
        {settings.brandName}
      </h1>
      {settings.tagline ? <p className="text-lg text-emerald-900/80">{settings.tagline}</p> : null}
    </main>
  )
}
