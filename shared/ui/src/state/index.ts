/**
 * The stateful part of the design system: atoms every app must share.
 * This entry (`@shared/ui/state`) is a federation singleton; the rest of
 * `@shared/ui` is stateless and bundled into each app, tree-shaken. Code in
 * this package imports these by the package name so the federation can
 * intercept the import.
 */
export * from './theme-mode-atom.ts';
export * from './snackbar-atoms.ts';
export * from './page-title-atom.ts';
export * from './layout-slots.ts';
export * from './page-breadcrumb-atom.ts';
export * from './focus-mode-atom.ts';
