/**
 * Imported first by the billing integration tests: starts the local Stripe stand-in and points the
 * site's configuration at it before anything reads the environment.
 */
import { FakeStripe } from '../../support/fake-stripe'

export const WEBHOOK_SECRET = 'whsec_test_integration_secret'

export const fakeStripe = await new FakeStripe().start()
process.env.STRIPE_SECRET_KEY = 'sk_test_integration'
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
process.env.STRIPE_API_URL = fakeStripe.url
