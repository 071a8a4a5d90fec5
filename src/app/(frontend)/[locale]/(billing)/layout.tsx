/**
 * Subscription pages share the site's layout without the route-level loading boundary, so that their
 * redirects (sign in first, already subscribed) are real HTTP redirects.
 */
export { default } from '../(site)/layout'
