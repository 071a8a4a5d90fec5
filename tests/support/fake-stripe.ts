/**
 * A small HTTP server on 127.0.0.1 that speaks the part of Stripe's API the site uses (customers,
 * Checkout, the billing portal, subscriptions, invoices, refunds, products and prices), in memory.
 * The real Stripe SDK talks to it through STRIPE_API_URL; tests drive it and read what it received.
 */
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { parse } from 'qs-esm'

type Json = Record<string, unknown>
export type FakeSubscription = Json & {
  id: string
  customer: string
  status: string
  cancel_at_period_end: boolean
  metadata: Record<string, string>
  items: { object: 'list'; data: Json[] }
}

const now = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`

export class FakeStripe {
  readonly customers = new Map<string, Json>()
  readonly sessions = new Map<string, Json>()
  readonly subscriptions = new Map<string, FakeSubscription>()
  readonly products = new Map<string, Json>()
  readonly prices = new Map<string, Json>()
  readonly refunds: Json[] = []
  readonly invoices: Json[] = []
  readonly requests: { method: string; path: string; body: Json }[] = []
  /** When true, every connection is dropped: Stripe "unreachable". */
  isDown = false
  private server = http.createServer((req, res) => void this.handle(req, res))
  url = ''

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections()
    await new Promise((resolve) => this.server.close(resolve))
  }

  /** What Stripe does when the customer pays a Checkout session: a subscription exists. */
  completeCheckout(sessionId: string, options: { status?: string } = {}): FakeSubscription {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`unknown session ${sessionId}`)
    const data = (session.subscription_data ?? {}) as Json
    const lineItems = (session.line_items as Json[]) ?? []
    const price = this.prices.get(String(lineItems[0]?.price)) ?? {
      id: String(lineItems[0]?.price),
      unit_amount: 990,
      recurring: { interval: 'month' },
    }
    const trialDays = data.trial_period_days ? Number(data.trial_period_days) : 0
    const subscription = this.createSubscription({
      customer: String(session.customer),
      price,
      status: options.status ?? (trialDays ? 'trialing' : 'active'),
      metadata: (data.metadata ?? {}) as Record<string, string>,
      trialDays,
    })
    session.subscription = subscription.id
    session.status = 'complete'
    return subscription
  }

  createSubscription(input: {
    customer: string
    price: Json
    status: string
    metadata?: Record<string, string>
    trialDays?: number
  }): FakeSubscription {
    const start = now()
    const end = start + (input.trialDays ? input.trialDays * 86400 : 30 * 86400)
    const subscription: FakeSubscription = {
      id: newId('sub'),
      object: 'subscription',
      customer: input.customer,
      status: input.status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      start_date: start,
      trial_end: input.trialDays ? end : null,
      metadata: input.metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: input.price,
            current_period_start: start,
            current_period_end: end,
          },
        ],
      },
    }
    this.subscriptions.set(subscription.id, subscription)
    return subscription
  }

  updateSubscription(id: string, patch: Partial<FakeSubscription>): FakeSubscription {
    const subscription = this.subscriptions.get(id)
    if (!subscription) throw new Error(`unknown subscription ${id}`)
    Object.assign(subscription, patch)
    return subscription
  }

  private send(res: http.ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req') })
    res.end(JSON.stringify(body))
  }

  private missing(res: http.ServerResponse, what: string) {
    this.send(res, 404, {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    })
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    if (this.isDown) {
      req.socket.destroy()
      return
    }
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://fake')
    const body = parse(Buffer.concat(chunks).toString('utf8')) as Json
    const query = parse(url.search.slice(1)) as Json
    const method = req.method ?? 'GET'
    const path = url.pathname
    this.requests.push({ method, path, body: method === 'GET' ? query : body })
    const segments = path.split('/').filter(Boolean) // v1, resource, id…

    if (!req.headers.authorization?.startsWith('Bearer sk_test_')) {
      return this.send(res, 401, { error: { type: 'invalid_request_error', message: 'No key' } })
    }
    const [, resource, id, sub] = segments
    switch (`${method} ${resource}${id ? '/:id' : ''}${sub ? `/${sub}` : ''}`) {
      case 'POST customers': {
        const customer = { id: newId('cus'), object: 'customer', ...body }
        this.customers.set(customer.id, customer)
        return this.send(res, 200, customer)
      }
      case 'POST checkout/:id': {
        // POST /v1/checkout/sessions
        const session: Json = {
          id: newId('cs_test'),
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/${newId('c')}`,
          status: 'open',
          subscription: null,
          ...body,
        }
        this.sessions.set(String(session.id), session)
        return this.send(res, 200, session)
      }
      case 'GET checkout/:id/' + sub: {
        // GET /v1/checkout/sessions/:id
        const session = this.sessions.get(String(sub))
        if (!session) return this.missing(res, 'checkout session')
        const expand = (query.expand as string[] | undefined) ?? []
        const subscription =
          expand.includes('subscription') && session.subscription
            ? this.subscriptions.get(String(session.subscription))
            : session.subscription
        return this.send(res, 200, { ...session, subscription })
      }
      case 'POST billing_portal/:id': {
        return this.send(res, 200, {
          id: newId('bps'),
          object: 'billing_portal.session',
          url: `https://billing.stripe.test/session/${newId('p')}`,
          ...body,
        })
      }
      case 'GET subscriptions': {
        const list = [...this.subscriptions.values()].filter(
          (subscription) => !query.customer || subscription.customer === query.customer,
        )
        return this.send(res, 200, { object: 'list', data: list, has_more: false })
      }
      case 'GET subscriptions/:id': {
        const subscription = this.subscriptions.get(String(id))
        return subscription ? this.send(res, 200, subscription) : this.missing(res, 'subscription')
      }
      case 'POST subscriptions/:id': {
        const subscription = this.subscriptions.get(String(id))
        if (!subscription) return this.missing(res, 'subscription')
        if (body.cancel_at_period_end !== undefined) {
          subscription.cancel_at_period_end = body.cancel_at_period_end === 'true'
          subscription.canceled_at = subscription.cancel_at_period_end ? now() : null
        }
        return this.send(res, 200, subscription)
      }
      case 'DELETE subscriptions/:id': {
        const subscription = this.subscriptions.get(String(id))
        if (!subscription) return this.missing(res, 'subscription')
        Object.assign(subscription, {
          status: 'canceled',
          canceled_at: now(),
          ended_at: now(),
          cancel_at_period_end: false,
        })
        return this.send(res, 200, subscription)
      }
      case 'GET invoices': {
        const list = this.invoices.filter(
          (invoice) =>
            (!query.subscription ||
              ((invoice.parent as Json)?.subscription_details &&
                ((invoice.parent as Json).subscription_details as Json).subscription ===
                  query.subscription)) &&
            (!query.status || invoice.status === query.status),
        )
        return this.send(res, 200, { object: 'list', data: list, has_more: false })
      }
      case 'POST refunds': {
        const refund = { id: newId('re'), object: 'refund', status: 'succeeded', ...body }
        this.refunds.push(refund)
        return this.send(res, 200, refund)
      }
      case 'POST products': {
        const product = { id: newId('prod'), object: 'product', active: true, ...body }
        this.products.set(product.id, product)
        return this.send(res, 200, product)
      }
      case 'POST products/:id': {
        const product = this.products.get(String(id))
        if (!product) return this.missing(res, 'product')
        Object.assign(product, body)
        return this.send(res, 200, product)
      }
      case 'POST prices': {
        const recurring = body.recurring as Json | undefined
        const price = {
          id: newId('price'),
          object: 'price',
          active: true,
          ...body,
          unit_amount: Number(body.unit_amount),
          recurring: recurring ? { interval: recurring.interval } : null,
        }
        this.prices.set(price.id, price)
        return this.send(res, 200, price)
      }
      case 'POST prices/:id': {
        const price = this.prices.get(String(id))
        if (!price) return this.missing(res, 'price')
        price.active = body.active !== 'false'
        return this.send(res, 200, price)
      }
      default:
        return this.send(res, 404, {
          error: {
            type: 'invalid_request_error',
            message: `Unrecognized request URL (${method}: ${path})`,
          },
        })
    }
  }
}
