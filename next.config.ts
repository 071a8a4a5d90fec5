import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  images: { localPatterns: [{ pathname: '/api/media/file/**' }] },
  // `npm test` type-checks the whole repository; `npm start` should not spend minutes doing it again.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // A long-running server gains little from minified server code, and minification renames the
    // error classes Payload uses to pick log levels (a wrong password would be logged as an error).
    turbopackMinify: { server: false, client: true },
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
