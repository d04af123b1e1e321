/**
 * `@shared/ui/safe-html`: its own entry point, so DOMPurify is loaded only by
 * the pages that show untrusted HTML, never with the design system's start.
 */
export * from './sanitize-html.ts';
export * from './html-urls.ts';
export * from './SafeHtml.tsx';
