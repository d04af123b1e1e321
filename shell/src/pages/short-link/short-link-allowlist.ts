/**
 * Hosts a short link may send a visitor to besides this site (the shell's
 * configuration). Exact host names: a subdomain is a different host.
 */
export const SHORT_LINK_ALLOWED_HOSTS: readonly string[] = ['daneshsara.example', 'www.aparat.com'];
