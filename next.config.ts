import { fileURLToPath } from 'node:url'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { AsciiServerCode } from './scripts/lib/ascii-server-code.mjs'
import { CompileHints } from './scripts/lib/compile-hints.mjs'

// The catalogues are compiled when the site is built: the browser and the server receive messages
// ready to format, without ICU's parser (docs/performance.md › Scripts every page runs).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})

/**
 * Headers for every response. The pages' Content-Security-Policy (with its nonce) is set in
 * src/proxy.ts; HSTS is added by the production server when it starts in production mode
 * (server/index.ts), because these headers are fixed when the site is built.
 */
const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), payment=(), usb=(), interest-cohort=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

/**
 * API answers and files (JSON, uploads, library media) are never documents to run: if one is ever
 * opened as a page, it may load nothing, run nothing and be framed by no one.
 */
const resourceHeaders = [
  {
    key: 'Content-Security-Policy',
    value: "default-src 'none'; frame-ancestors 'none'; sandbox",
  },
]

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // Cached reads kept in each instance's memory, tag invalidations shared through Redis.
  cacheHandler: fileURLToPath(
    new URL('./src/lib/platform/cache/shared-cache-handler.mjs', import.meta.url),
  ),
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // `npm test` type-checks the whole repository; `npm start` should not spend minutes doing it again.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // A long-running server gains little from minified server code, and minification renames the
    // error classes Payload uses to pick log levels (a wrong password would be logged as an error).
    // The production build uses webpack (docs/performance.md › Memory); development uses Turbopack.
    serverMinification: false,
    turbopackMinify: { server: false, client: true },
  },
  headers: async () => [
    { source: '/:path*', headers: securityHeaders },
    // (GraphQL's playground, a page of its own, exists only in development.)
    { source: '/api/:path((?!graphql-playground).*)', headers: resourceHeaders },
    { source: '/media/:path*', headers: resourceHeaders },
    // The icon every page links (its address has no version: a day, then asked again).
    { source: '/favicon.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400' }] },
    // CSP frame-ancestors decides for current browsers; X-Frame-Options is for older ones. The admin's
    // live preview frames the site's own pages while staff are in draft mode (the cookie below).
    {
      source: '/:path*',
      missing: [{ type: 'cookie', key: '__prerender_bypass' }],
      headers: [{ key: 'X-Frame-Options', value: 'DENY' }],
    },
    {
      source: '/:path*',
      has: [{ type: 'cookie', key: '__prerender_bypass' }],
      headers: [{ key: 'X-Frame-Options', value: 'SAMEORIGIN' }],
    },
  ],
  // The production server's code in one byte per character (scripts/lib/ascii-server-code.mjs);
  // the browser's first-load scripts compiled eagerly (scripts/lib/compile-hints.mjs).
  webpack: (webpackConfig, { isServer, nextRuntime, dev }) => {
    if (isServer && nextRuntime === 'nodejs' && !dev)
      webpackConfig.plugins.push(new AsciiServerCode())
    if (!isServer && !dev) webpackConfig.plugins.push(new CompileHints())
    return webpackConfig
  },
  // Every client gets the page metadata in <head> up front (Next would stream it to browsers), so that
  // crawlers, link previews and auditors all read the same head.
  htmlLimitedBots: /.*/,
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

// Payload asks every page for a colour-scheme client hint (Critical-CH makes Chromium load each first
// page twice). Only its admin uses the hint, so only the admin asks for it.
const headersWithPayloadHints = config.headers
config.headers = async () =>
  (await headersWithPayloadHints?.())?.map((entry) =>
    entry.headers.some((header) => header.key === 'Critical-CH')
      ? { ...entry, source: '/admin/:path*' }
      : entry,
  ) ?? []

export default config
