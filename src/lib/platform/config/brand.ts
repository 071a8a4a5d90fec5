/**
 * The brand as shipped. Staff can rename it in the site settings; places that cannot wait for the
 * database (the admin's <title>, build-time metadata) use this default.
 */
export const DEFAULT_BRAND_NAME = 'Sylva Cévennes'
