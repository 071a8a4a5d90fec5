/**
 * GET /tests-personnalite/partage/{token}.png(?lang=): the social image of a shared test result — the
 * test, the profile's name and summary on its colour. Nothing about the person. A revoked or unknown
 * link answers 404.
 */
import { ImageResponse } from 'next/og'

import { localeFromSearch } from '@/i18n/routing'
import { getSharedResult, getTest } from '@/lib/personality/server'
import { shareImageText } from '@/lib/personality/share-text'
import { getSiteSettings } from '@/lib/site/settings'

export const dynamic = 'force-dynamic'

export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params
  const token = file.endsWith('.png') ? file.slice(0, -'.png'.length) : ''
  const locale = localeFromSearch(new URL(request.url).searchParams.get('lang'))
  const shared = token ? await getSharedResult(token) : null
  const test = shared ? await getTest(shared.testSlug, locale) : null
  const profile = test?.profiles.find((candidate) => candidate.key === shared?.profile)
  if (!test || !profile)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  const { brandName } = await getSiteSettings(locale)
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        background: 'linear-gradient(135deg, #f3f8f1 0%, #e3efe0 100%)',
        padding: 64,
        fontFamily: 'sans-serif',
      }}
    >
      <div
        style={{
          width: 260,
          height: 260,
          borderRadius: 130,
          background: profile.color,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          marginRight: 56,
          marginTop: 60,
          border: '14px solid rgba(255,255,255,0.35)',
        }}
      >
        <div
          style={{
            width: 150,
            height: 150,
            borderRadius: 75,
            border: '6px solid rgba(255,255,255,0.45)',
            display: 'flex',
          }}
        />
      </div>
      {/* Ragged right: a justified line would stretch the spaces between the words. */}
      <div style={{ display: 'flex', flexDirection: 'column', flex: 1, textAlign: 'left' }}>
        <div
          style={{ fontSize: 28, color: '#2f5d3a', letterSpacing: 2, textTransform: 'uppercase' }}
        >
          {shareImageText(test.title)}
        </div>
        <div
          style={{
            fontSize: 76,
            fontWeight: 700,
            color: '#15291b',
            marginTop: 24,
            lineHeight: 1.05,
          }}
        >
          {shareImageText(profile.name)}
        </div>
        <div style={{ fontSize: 30, color: '#3d4f42', marginTop: 28, lineHeight: 1.35 }}>
          {shareImageText(profile.summary)}
        </div>
        <div style={{ fontSize: 26, color: '#2f5d3a', marginTop: 'auto' }}>{brandName}</div>
      </div>
    </div>,
    {
      width: 1200,
      height: 630,
      // Revoking a link must stop the image too: nothing keeps a copy.
      headers: { 'Cache-Control': 'no-store' },
    },
  )
}
