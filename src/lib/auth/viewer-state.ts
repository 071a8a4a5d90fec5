/**
 * Who is looking, as the header, the hero and the guards see it. Pure, shared by server and client:
 * one function decides every signed-in/out variant, so they cannot disagree.
 */
export const subscriptionStatuses = [
  'free',
  'trialing',
  'active',
  'premium',
  'past_due',
  'canceled',
] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export function isSubscriptionStatus(status: unknown): status is SubscriptionStatus {
  return (subscriptionStatuses as readonly unknown[]).includes(status)
}

export type Viewer =
  | { kind: 'loading' }
  | { kind: 'visitor' }
  | {
      kind: 'signedIn'
      role: 'user' | 'admin'
      email: string
      displayName: string
      subscriptionStatus: SubscriptionStatus
      subscriptionTier: string | null
      isPremium: boolean
      isAdmin: boolean
    }

type StaffAccount = {
  collection: 'users'
  email: string
  name?: string | null
  role?: string | null
}
type MemberAccount = {
  collection: 'members'
  email: string
  displayName?: string | null
  subscriptionStatus?: string | null
  subscriptionTier?: string | null
}

/**
 * The member statuses that give Premium, for the header, the guards, the billing state machine and the
 * dashboard alike. A failed renewal (past_due) keeps access while the provider retries: access ends
 * when it ends the subscription. `premium` is staff's (offered Premium), never a provider's.
 */
export const premiumStatuses = [
  'trialing',
  'active',
  'premium',
  'past_due',
] as const satisfies readonly SubscriptionStatus[]
export type PremiumStatus = (typeof premiumStatuses)[number]

export function isPremiumStatus(status: string | null | undefined): status is PremiumStatus {
  return (premiumStatuses as readonly (string | null | undefined)[]).includes(status)
}

/** The part of an e-mail before the @, the fallback display name. */
export function emailLocalPart(email: string): string {
  return email.split('@')[0] ?? email
}

/**
 * Staff count as admin and premium on the site (docs/behaviour.md › Viewers); members by their
 * subscription.
 */
export function viewerFromAccount(
  account: StaffAccount | MemberAccount | null | undefined,
): Viewer {
  if (!account) return { kind: 'visitor' }
  if (account.collection === 'users') {
    return {
      kind: 'signedIn',
      role: 'admin',
      email: account.email,
      displayName: account.name || emailLocalPart(account.email),
      subscriptionStatus: 'premium',
      subscriptionTier: null,
      isPremium: true,
      isAdmin: true,
    }
  }
  const status = (account.subscriptionStatus ?? 'free') as SubscriptionStatus
  return {
    kind: 'signedIn',
    role: 'user',
    email: account.email,
    displayName: account.displayName || emailLocalPart(account.email),
    subscriptionStatus: status,
    subscriptionTier: account.subscriptionTier ?? null,
    isPremium: isPremiumStatus(status),
    isAdmin: false,
  }
}

export type HeroLabel = 'loading' | 'premium' | 'member' | 'visitor'

/** The hero's main button (docs/behaviour.md › Landing page): its label and where it leads. */
export function heroAction(viewer: Viewer): { label: HeroLabel; href: string | null } {
  switch (viewer.kind) {
    case 'loading':
      return { label: 'loading', href: null }
    case 'visitor':
      return { label: 'visitor', href: '/#contenus' }
    case 'signedIn':
      return { label: viewer.isPremium ? 'premium' : 'member', href: '/membre' }
  }
}

/** The subscription badge of the header: the tier's name, 'Premium' by default, or Gratuit. */
export function badgeLabel(
  viewer: Viewer,
): { kind: 'checking' } | { kind: 'premium'; tier: string } | { kind: 'free' } {
  if (viewer.kind === 'loading') return { kind: 'checking' }
  if (viewer.kind !== 'signedIn' || !viewer.isPremium) return { kind: 'free' }
  return { kind: 'premium', tier: viewer.subscriptionTier || 'Premium' }
}
