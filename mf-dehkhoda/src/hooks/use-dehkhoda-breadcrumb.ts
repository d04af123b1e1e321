import { usePageBreadcrumb } from '@shared/ui';
import { SEARCH_PATH } from '../lib/paths.ts';

/**
 * Hands the shell a trail through the dictionary: home › dictionary › this
 * page. Without it the shell shows home › page title, which skips the
 * dictionary on an entry. Nothing is handed while the page's label is unknown.
 */
export function useDehkhodaBreadcrumb(label: string | undefined): void {
  usePageBreadcrumb(
    label ? [{ label: 'خانه', to: '/' }, { label: 'لغت‌نامه دهخدا', to: SEARCH_PATH }, { label }] : undefined,
  );
}
