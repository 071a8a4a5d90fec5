/**
 * The library's pages share the site's layout, without the route-level loading boundary: a page that
 * does not exist must answer a real 404 status (and a moved one a real redirect), which a response
 * already streaming a spinner can no longer do.
 */
export { default } from '../(site)/layout'
