/**
 * Two app instances behind nginx (deploy/nginx/sylva.conf, round-robin) on one PostgreSQL, one Redis
 * and one S3 bucket (tests/scale/support/deployment.ts): what one instance does, the other knows. Run
 * by `npm test` as its own stage after the end-to-end tests (`--only=scale`), with PostgreSQL, Redis
 * and nginx; CI provides all three.
 */
import fs from 'node:fs'
import path from 'node:path'

import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import sharp from 'sharp'
import Stripe from 'stripe'

import { AuthPage } from '../e2e/pages/AuthPage'
import { decidedConsentState } from '../e2e/support/consent'
import { stopSite } from '../e2e/support/site-process'
import { expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test'
import {
  ADMIN,
  admin,
  runNpmScript,
  startDeployment,
  WEBHOOK_SECRET,
  type Deployment,
} from './support/deployment'

test.describe.configure({ mode: 'serial' })

let deployment: Deployment
let adminToken: string
const member = {
  email: `randonneuse-${Date.now()}@exemple.fr`,
  password: 'une-longue-phrase-de-passe',
  displayName: 'Maëlle',
  id: 0,
}
let memberCookie = ''
/** A monthly price as Stripe describes it inside a subscription. */
const MONTHLY_PRICE = {
  id: 'price_scale',
  unit_amount: 990,
  currency: 'eur',
  recurring: { interval: 'month' },
}
/** What later tests find again after a backup and restore. */
const remembered = { title: '', upload: '', image: Buffer.alloc(0) }

const direct = (index: 0 | 1, path: string) => `${deployment.instances[index].baseURL}${path}`
const front = (path: string) => `${deployment.front.url}${path}`
const staff = () => ({ Authorization: `JWT ${adminToken}` })
/** As a browser sends a signed-in request: Payload takes the cookie only from the same site. */
const asMember = () => ({ Cookie: memberCookie, 'Sec-Fetch-Site': 'same-origin' })

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(20 * 60_000)
  deployment = await startDeployment()
  const login = await request.post(front('/api/users/login'), { data: ADMIN })
  expect(login.status(), await login.text()).toBe(200)
  adminToken = ((await login.json()) as { token: string }).token
})

test.afterAll(async () => {
  await deployment?.stop()
})

async function upstreamsOf(request: APIRequestContext, path: string, times = 6) {
  const seen = new Set<string>()
  for (let i = 0; i < times; i++) {
    const response = await request.get(front(path), { headers: { 'Cache-Control': 'no-cache' } })
    expect(response.status(), path).toBe(200)
    // nginx's request id reaches the instance, which answers with it (and logs it).
    expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/)
    seen.add(response.headers()['x-upstream'] ?? '')
  }
  return seen
}

test('the balancer spreads requests over both instances, and each is ready on the shared services', async ({
  request,
}) => {
  const expected = deployment.instances.map((instance) => `127.0.0.1:${instance.port}`)
  expect([...(await upstreamsOf(request, '/healthz'))].sort()).toEqual(expected.sort())
  for (const index of [0, 1] as const) {
    const readiness = await request.get(direct(index, '/readyz'))
    expect(readiness.status()).toBe(200)
    expect(await readiness.json()).toMatchObject({
      status: 'ready',
      database: { status: 'up', dialect: 'postgres' },
      store: { status: 'up', kind: 'redis' },
      storage: { status: 'up', kind: 's3' },
    })
  }
})

test('a member signed in through the balancer is signed in on either instance', async ({
  browser,
  request,
}) => {
  const created = await request.post(front('/api/members'), {
    headers: staff(),
    data: {
      email: member.email,
      password: member.password,
      displayName: member.displayName,
      _verified: true,
      preferences: { language: 'fr' },
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  member.id = ((await created.json()) as { doc: { id: number } }).doc.id

  const context: BrowserContext = await browser.newContext({
    baseURL: deployment.front.url,
    locale: 'fr-FR',
    storageState: decidedConsentState(deployment.front.url, undefined, {
      welcomeOfferDismissed: true,
    }),
  })
  const page = await context.newPage()
  const auth = new AuthPage(page)
  await auth.goto()
  await auth.logIn({ email: member.email, password: member.password })
  await expect(page).toHaveURL(/\/membre$/)
  // A production deployment names its session cookie with the __Host- prefix (src/lib/auth/cookies.ts).
  const session = (await context.cookies()).find((cookie) => cookie.name === '__Host-sylva-token')
  expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true })
  memberCookie = `__Host-sylva-token=${session!.value}`
  await context.close()

  for (const index of [0, 1] as const) {
    const page = await request.get(direct(index, '/membre'), {
      headers: asMember(),
      maxRedirects: 0,
    })
    expect(page.status(), `instance ${index}`).toBe(200)
    expect(await page.text()).toContain(`Bonjour ${member.displayName}`)
    // A visitor is sent to sign in, on either.
    const visitor = await request.get(direct(index, '/membre'), { maxRedirects: 0 })
    expect(visitor.status()).toBeGreaterThanOrEqual(300)
    expect(visitor.status()).toBeLessThan(400)
  }
})

test('a Stripe webhook delivered to each instance at once applies once, and premium files follow on both', async ({
  request,
}) => {
  const customer = `cus_scale_${Date.now()}`
  const linked = await request.patch(front(`/api/members/${member.id}`), {
    headers: staff(),
    data: { stripeCustomerId: customer },
  })
  expect(linked.status(), await linked.text()).toBe(200)
  const subscription = deployment.stripe.createSubscription({
    customer,
    price: MONTHLY_PRICE,
    status: 'active',
    metadata: { planCode: 'monthly' },
  })
  const event = {
    id: `evt_scale_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: 'customer.subscription.created',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: subscription },
  }
  const raw = JSON.stringify(event)
  const deliver = (index: 0 | 1) =>
    request.post(direct(index, '/api/stripe/webhook'), {
      headers: {
        'Content-Type': 'application/json',
        'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
          payload: raw,
          secret: WEBHOOK_SECRET,
        }),
      },
      data: raw,
    })
  const answers = await Promise.all([deliver(0), deliver(1)])
  expect(answers.map((answer) => answer.status())).toEqual([200, 200])
  const outcomes = await Promise.all(
    answers.map(async (answer) => ((await answer.json()) as { status: string }).status),
  )
  expect(outcomes.sort()).toEqual(['duplicate', 'processed'])

  const events = await request.get(
    front(`/api/billing-events?where[eventId][equals]=${event.id}&limit=5`),
    { headers: staff() },
  )
  expect(((await events.json()) as { totalDocs: number }).totalDocs).toBe(1)
  const rows = await request.get(
    front(`/api/subscriptions?where[member][equals]=${member.id}&limit=5`),
    { headers: staff() },
  )
  expect(((await rows.json()) as { totalDocs: number }).totalDocs).toBe(1)

  // A delivery for a customer nobody has is logged (a JSON line) with the balancer's request id.
  const stranger = deployment.stripe.createSubscription({
    customer: 'cus_nobody_here',
    price: MONTHLY_PRICE,
    status: 'active',
  })
  const strangerRaw = JSON.stringify({
    ...event,
    id: `${event.id}_stranger`,
    data: { object: stranger },
  })
  const logged = await request.post(front('/api/stripe/webhook'), {
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': Stripe.webhooks.generateTestHeaderString({
        payload: strangerRaw,
        secret: WEBHOOK_SECRET,
      }),
    },
    data: strangerRaw,
  })
  expect(logged.status()).toBe(200)
  const requestId = logged.headers()['x-request-id']
  expect(requestId).toMatch(/^[0-9a-f]{32}$/)
  const logLine = () =>
    deployment.instances
      .flatMap((instance) => instance.output().split('\n'))
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg?: string; requestId?: string })
      .find((line) => line.requestId === requestId)
  await expect.poll(() => logLine()?.msg).toBe('Stripe event for an unknown customer')

  // The premium video's file comes from the bucket, by range, through either instance.
  for (const index of [0, 1] as const) {
    const clip = await request.get(direct(index, '/media/videos/meditation-hetraie-aigoual'), {
      headers: { ...asMember(), Range: 'bytes=0-1023' },
    })
    expect(clip.status(), `instance ${index}`).toBe(206)
    expect(clip.headers()['content-range']).toMatch(/^bytes 0-1023\/\d+$/)
    expect((await clip.body()).length).toBe(1024)
    const visitor = await request.get(direct(index, '/media/videos/meditation-hetraie-aigoual'), {
      headers: { Range: 'bytes=0-1023' },
    })
    expect(visitor.status()).toBe(403)
  }

  // While the bucket does not answer, the checking route says so (503, to be retried), never « not
  // found »; when it answers again, so does the file.
  await deployment.s3.pause()
  try {
    for (const index of [0, 1] as const) {
      const unavailable = await request.get(
        direct(index, '/media/videos/meditation-hetraie-aigoual'),
        { headers: { ...asMember(), Range: 'bytes=0-1023' } },
      )
      expect(unavailable.status(), `instance ${index}`).toBe(503)
      expect(unavailable.headers()['retry-after']).toBe('30')
      expect(unavailable.headers()['cache-control']).toBe('no-store')
    }
  } finally {
    await deployment.s3.resume()
  }
  // Through the balancer too, by range (deploy/nginx/sylva.conf passes a request's Range on).
  const again = await request.get(front('/media/videos/meditation-hetraie-aigoual'), {
    headers: { ...asMember(), Range: 'bytes=1024-2047' },
  })
  expect(again.status()).toBe(206)
  expect(again.headers()['content-range']).toMatch(/^bytes 1024-2047\/\d+$/)
  expect((await again.body()).length).toBe(1024)
})

test('e-mails queued on both instances are each sent exactly once', async ({ request }) => {
  // Three members change address through one instance and three through the other at the same
  // time: each change queues two e-mails, and both instances' workers race for the queue.
  const accounts = await Promise.all(
    Array.from({ length: 6 }, async (_, i) => {
      const email = `promeneur-${i}-${Date.now()}@exemple.fr`
      const created = await request.post(front('/api/members'), {
        headers: staff(),
        data: { email, password: member.password, displayName: `Promeneur ${i}`, _verified: true },
      })
      expect(created.status()).toBe(201)
      return { id: ((await created.json()) as { doc: { id: number } }).doc.id, email }
    }),
  )
  const newAddress = (i: number) => `nouvelle-adresse-${i}-${Date.now()}@exemple.fr`
  const targets = accounts.map((account, i) => ({ ...account, next: newAddress(i) }))
  const changes = await Promise.all(
    targets.map((account, i) =>
      request.patch(direct((i % 2) as 0 | 1, `/api/members/${account.id}`), {
        headers: staff(),
        data: { email: account.next },
      }),
    ),
  )
  expect(changes.map((change) => change.status())).toEqual(targets.map(() => 200))

  const addresses = targets.flatMap((account) => [account.email, account.next])
  const received = () =>
    deployment.smtp.messages.filter((message) => message.to.some((to) => addresses.includes(to)))
  await expect.poll(() => received().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(12)
  // Long enough for the other instance's next passes: nothing is sent a second time.
  await new Promise((resolve) => setTimeout(resolve, 5_000))
  for (const address of addresses) {
    const forAddress = received().filter((message) => message.to.includes(address))
    expect(forAddress, address).toHaveLength(1)
  }
})

test('publishing on one instance shows at once on the other, rendered-page cache included', async ({
  request,
}) => {
  const articlePath = '/articles/bain-de-foret-premiers-pas'
  // The other instance has the page in its rendered-page cache (asked for as a browser's navigation).
  const asPage = { headers: { Accept: 'text/html' } }
  await request.get(direct(1, articlePath), asPage)
  const cached = await request.get(direct(1, articlePath), asPage)
  expect(cached.headers()['x-sylva-page-cache']).toBe('HIT')

  const found = await request.get(
    front('/api/articles?where[slug][equals]=bain-de-foret-premiers-pas&limit=1&depth=0'),
    { headers: staff() },
  )
  const article = ((await found.json()) as { docs: { id: number }[] }).docs[0]
  expect(article).toBeTruthy()
  const title = `Bain de forêt : premiers pas sous les hêtres (${Date.now()})`
  remembered.title = title
  const saved = await request.patch(direct(0, `/api/articles/${article!.id}?locale=fr`), {
    headers: staff(),
    data: { title, _status: 'published' },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  const started = Date.now()
  await expect
    .poll(async () => (await (await request.get(direct(1, articlePath))).text()).includes(title), {
      timeout: 5_000,
      intervals: [100, 200, 300],
    })
    .toBe(true)
  expect(Date.now() - started).toBeLessThan(5_000)
})

test('an upload through one instance is served by the other, from the bucket', async ({
  request,
}) => {
  const image = await sharp({
    create: { width: 1200, height: 600, channels: 3, background: { r: 84, g: 110, b: 72 } },
  })
    .png()
    .toBuffer()
  const name = `mont-lozere-${Date.now()}.png`
  const uploaded = await request.post(direct(0, '/api/media'), {
    headers: staff(),
    multipart: {
      file: { name, mimeType: 'image/png', buffer: image },
      _payload: JSON.stringify({ alt: 'Landes du mont Lozère en automne' }),
    },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const doc = (
    (await uploaded.json()) as {
      doc: { url: string; sizes: { card: { url: string } } }
    }
  ).doc
  expect(doc.url).toBe(`/api/media/file/${name}`)
  Object.assign(remembered, { upload: doc.url, image })

  const served = await request.get(direct(1, doc.url))
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('image/png')
  expect(Buffer.from(await served.body()).equals(image)).toBe(true)
  // A part of it through the balancer, though nginx keeps the site's images (deploy/nginx/sylva.conf).
  for (const attempt of ['first', 'second']) {
    const part = await request.get(front(doc.url), { headers: { Range: 'bytes=100-199' } })
    expect(part.status(), `${attempt} request`).toBe(206)
    expect(part.headers()['content-range']).toBe(`bytes 100-199/${image.length}`)
    expect(Buffer.from(await part.body()).equals(image.subarray(100, 200))).toBe(true)
  }
  const card = await request.get(direct(1, doc.sizes.card.url))
  expect(card.status()).toBe(200)
  expect((await sharp(Buffer.from(await card.body())).metadata()).width).toBe(960)
  // The seeded images' Open Graph address (the site's own, absolute) is served from the bucket too.
  const html = await (await request.get(front('/articles/bain-de-foret-premiers-pas'))).text()
  const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
  expect(ogImage).toMatch(new RegExp(`^${deployment.front.url}/api/media/file/`))
  const og = await request.get(ogImage!.replaceAll('&amp;', '&'))
  expect(og.status()).toBe(200)
  expect(og.headers()['content-type']).toMatch(/^image\//)
  // Nothing was written to either instance's own disk.
  for (const instance of deployment.instances) {
    expect(fs.existsSync(path.join(instance.dataDir, 'media', name))).toBe(false)
  }
})

test('a rate limit counts requests on both instances together', async ({ request }) => {
  // The bot-check challenge allows 60 a minute per address; every request here comes from nginx
  // at 127.0.0.1 (TRUST_PROXY=1), shared by both instances through Redis.
  const statuses: number[] = []
  const upstreams = new Set<string>()
  for (let i = 0; i < 130 && !statuses.includes(429); i++) {
    const answer = await request.get(front('/api/altcha/challenge'))
    statuses.push(answer.status())
    upstreams.add(answer.headers()['x-upstream'] ?? '')
  }
  expect(upstreams.size).toBe(2)
  const allowed = statuses.filter((status) => status === 200).length
  expect(statuses.at(-1)).toBe(429)
  expect(allowed).toBeLessThanOrEqual(60)
  for (const index of [0, 1] as const) {
    expect((await request.get(direct(index, '/api/altcha/challenge'))).status()).toBe(429)
  }
})

test('killing one instance mid-load loses no acknowledged write, and the balancer keeps serving', async ({
  request,
}) => {
  const acknowledged: string[] = []
  const failedWrites: number[] = []
  const readStatuses: number[] = []
  let stop = false
  const writer = async (worker: number) => {
    for (let i = 0; !stop || i < 4; i++) {
      const email = `charge-${worker}-${i}-${Date.now()}@exemple.fr`
      const answer = await request
        .post(front('/api/members'), {
          headers: staff(),
          data: { email, password: member.password, displayName: 'Charge', _verified: true },
        })
        .catch(() => null)
      if (answer?.status() === 201) acknowledged.push(email)
      else failedWrites.push(answer?.status() ?? 0)
      if (stop && i >= 4) break
    }
  }
  const reader = async () => {
    while (!stop) {
      const answer = await request.get(front('/articles')).catch(() => null)
      readStatuses.push(answer?.status() ?? 0)
    }
  }
  const load = Promise.all([writer(0), writer(1), writer(2), reader(), reader()])
  await expect.poll(() => acknowledged.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(6)
  const readsBeforeKill = readStatuses.length
  await stopSite(deployment.instances[1], 'SIGKILL')
  const acknowledgedAtKill = acknowledged.length
  await expect
    .poll(() => acknowledged.length, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(acknowledgedAtKill + 9)
  stop = true
  await load

  // Every write the balancer acknowledged is in the database, read through the survivor.
  const stored = await request.get(
    front(`/api/members?where[email][in]=${acknowledged.join(',')}&limit=200&depth=0`),
    { headers: staff() },
  )
  expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(acknowledged.length)
  // At most the writes in flight on the killed instance failed (nginx does not replay a POST that
  // reached it); reads were retried on the survivor and never failed.
  expect(failedWrites.length).toBeLessThanOrEqual(3)
  expect(readStatuses.slice(readsBeforeKill).every((status) => status === 200)).toBe(true)
  expect((await request.get(front('/readyz'))).status()).toBe(200)
})

test('a backup restores into an emptied deployment: the same article, member, premium video and upload', async ({
  request,
}, testInfo) => {
  testInfo.setTimeout(10 * 60_000)
  const folder = path.join(testInfo.outputDir, 'backup')
  const said = await runNpmScript(deployment, 'backup', [folder])
  expect(said).toContain('backup written')
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as {
    dialect: string
    storage: string
    files: { path: string }[]
  }
  expect(manifest).toMatchObject({ dialect: 'postgres', storage: 's3' })
  expect(manifest.files.map((file) => file.path)).toEqual(
    expect.arrayContaining([
      `files/media/${path.posix.basename(remembered.upload)}`,
      'files/library/meditation-hetraie-aigoual.mp4',
    ]),
  )

  // The deployment is wiped: instances stopped, an empty database, an empty bucket.
  for (const instance of deployment.instances) await stopSite(instance)
  await admin(deployment.server, `DROP DATABASE "${deployment.database}" WITH (FORCE)`)
  await admin(deployment.server, `CREATE DATABASE "${deployment.database}"`)
  const bucket = new S3Client({
    endpoint: deployment.s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: deployment.s3.bucket }))
  await bucket.send(
    new DeleteObjectsCommand({
      Bucket: deployment.s3.bucket,
      Delete: { Objects: (listed.Contents ?? []).map((object) => ({ Key: object.Key })) },
    }),
  )
  expect(
    (await bucket.send(new ListObjectsV2Command({ Bucket: deployment.s3.bucket }))).KeyCount ?? 0,
  ).toBe(0)

  await runNpmScript(deployment, 'restore', [folder])
  const restored = await deployment.startInstance()
  const at = (route: string) => `${restored.baseURL}${route}`

  const article = await request.get(at('/articles/bain-de-foret-premiers-pas'))
  // The title as staff last saved it (its end: the page may set the colon with a no-break space).
  expect(await article.text()).toContain(remembered.title.slice(-15))
  const memberPage = await request.get(at('/membre'), { headers: asMember(), maxRedirects: 0 })
  expect(memberPage.status()).toBe(200)
  expect(await memberPage.text()).toContain(`Bonjour ${member.displayName}`)
  const clip = await request.get(at('/media/videos/meditation-hetraie-aigoual'), {
    headers: { ...asMember(), Range: 'bytes=0-1023' },
  })
  expect(clip.status()).toBe(206)
  const upload = await request.get(at(remembered.upload))
  expect(upload.status()).toBe(200)
  expect(Buffer.from(await upload.body()).equals(remembered.image)).toBe(true)
})
