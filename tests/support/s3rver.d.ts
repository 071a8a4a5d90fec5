/** The part of the `s3rver` package (no types of its own) that tests/support/s3-server.ts uses. */
declare module 's3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    configureBuckets?: { name: string; configs: unknown[] }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
