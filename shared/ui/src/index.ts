export * from './theme/tokens.ts';
export * from './theme/breakpoints.ts';
export * from './theme/list-reset.ts';
export * from './theme/global-style.ts';
export * from './theme/theme-mode.ts';
export * from './theme/ThemeRoot.tsx';
export * from './theme/theme-cookie.ts';
export * from './theme/use-preferred-theme.ts';
export * from './format/persian.ts';
export * from './cache/kept-value.ts';
export * from './format/bidi.ts';
export * from './format/price.ts';
export * from './format/score-percent.ts';
export * from './format/page-url.ts';
export {
  themeModeAtom,
  initialThemeMode,
  snackbarQueueAtom,
  showSnackbarAtom,
  dismissSnackbarAtom,
  SNACKBAR_STORE_LIMIT_MS,
  type ThemeMode,
  type SnackbarType,
  type SnackbarRequest,
  type SnackbarMessage,
} from '@shared/ui/state';
export * from './components/button/index.ts';
export * from './components/link/index.ts';
export * from './components/text-field/index.ts';
export * from './components/select/index.ts';
export * from './components/otp-input/index.ts';
export * from './components/card/index.ts';
export * from './components/chip/index.ts';
export * from './components/login-prompt/index.ts';
export * from './components/course-card/index.ts';
export * from './components/skeleton/index.ts';
export * from './components/empty-state/index.ts';
export * from './components/error-state/index.ts';
export * from './components/query-state/index.ts';
export * from './components/result-region/index.ts';
export * from './components/breadcrumb/index.ts';
export * from './components/pagination/index.ts';
export * from './components/tabs/index.ts';
export * from './components/rating/index.ts';
export * from './components/progress-bar/index.ts';
export * from './components/image-viewer/index.ts';
export * from './components/dialog/index.ts';
export * from './components/drawer/index.ts';
export * from './components/menu/index.ts';
export * from './components/snackbar/index.ts';
export * from './components/carousel/index.ts';
export * from './components/responsive-image/index.ts';
export * from './components/card-grid/index.ts';
export * from './components/bar-chart/index.ts';
export * from './page/use-page-title.ts';
export * from './page/use-row-variant.ts';
export * from './page/use-focus-mode.ts';
export * from './page/use-seconds-left.ts';
export * from './page/is-not-found.ts';
export * from './page/PageHeader.tsx';
export * from './page/PageStates.tsx';
export { pageTitleAtom, focusModeCountAtom } from '@shared/ui/state';
export * from './components/layout-slot/index.ts';
export * from './components/mixed-text/index.ts';
export * from './components/user-text/index.ts';
export * from './components/list-count/index.ts';
export * from './components/past-last-page/index.ts';
export * from './components/meta-list/index.ts';
export * from './components/avatar/index.ts';
export * from './components/share-button/index.ts';
export * from './components/favorite-button/index.ts';
export * from './page/use-page-breadcrumb.ts';
export { pageBreadcrumbAtom, type PageCrumb } from '@shared/ui/state';
export * from './draft/index.ts';
