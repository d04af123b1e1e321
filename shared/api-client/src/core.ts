/**
 * The client's core: how a call is sent and what it answers (the transport, its settings and the session's
 * cookies, the error classes, the envelopes) and the Persian text rules every call's input goes through.
 *
 * It is one of the page's shared singletons (`@shared/api-client/core`): the shell loads all of it for its
 * own pages, so an area uses the shell's copy instead of bundling a second one (about 3 KiB gzip of every
 * area page), and the page has one transport whose settings and reactions (a 401 ending the session, a
 * snackbar for a 429) are the same for every app. The rest of the client (each endpoint's schemas and
 * calls) is bundled into each app and tree-shaken. For that, every other module of this package imports
 * these through `@shared/api-client/core`, never by a relative path (core.test.ts checks it): a relative
 * import would bundle a second copy into the area beside the shared one.
 */
export * from './access-token.ts';
export * from './call.ts';
export * from './endpoint.ts';
export * from './envelopes.ts';
export * from './error-mapping.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './persian-text.ts';
export * from './server-request.ts';
