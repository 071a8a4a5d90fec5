/**
 * A local server speaking the S3 protocol (the `s3rver` package), started by the tests that need a
 * bucket: the storage integration test and the two-instance test. Its files live in a throwaway folder.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type S3Stand = {
  endpoint: string
  bucket: string
  /** The S3_* variables that point the site at this server. */
  env: Record<string, string>
  /** Stops answering, keeping the stored objects; `resume` answers again on the same address. */
  pause(): Promise<void>
  resume(): Promise<void>
  stop(): Promise<void>
}

export async function startS3Server(bucket = 'sylva-test', port = 0): Promise<S3Stand> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'sylva-s3-'))
  const serve = (on: number) =>
    new S3rver({
      address: '127.0.0.1',
      port: on,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket, configs: [] }],
    })
  let server = serve(port)
  const address = await server.run()
  const endpoint = `http://127.0.0.1:${address.port}`
  let isStopped = false
  let isPaused = false
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      // s3rver's own fixed credentials: it checks the signature made with them.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async pause() {
      if (isPaused || isStopped) return
      isPaused = true
      await server.close()
    },
    async resume() {
      if (!isPaused || isStopped) return
      server = serve(address.port)
      await server.run()
      isPaused = false
    },
    async stop() {
      if (isStopped) return
      isStopped = true
      if (!isPaused) await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
