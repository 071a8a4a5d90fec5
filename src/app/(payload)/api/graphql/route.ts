/* THIS FILE WAS GENERATED AUTOMATICALLY BY PAYLOAD. */
/* DO NOT MODIFY IT BECAUSE IT COULD BE REWRITTEN AT ANY TIME. */
import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { answeringClientErrors } from '@/lib/platform/payload/errors'

// A body that is not JSON answers 400, not 500 (src/lib/platform/payload/errors.ts).
export const POST = answeringClientErrors(GRAPHQL_POST(config))

export const OPTIONS = REST_OPTIONS(config)
