import type { AreaName } from '@shared/registry';

/**
 * The shell's Node build as the server uses it (its source is
 * shell/src/server/render-page.tsx; the server reads it from the build, so
 * the contract is written here again, small, and checked on load).
 */
export interface ShellRenderModule {
  renderPage(input: {
    url: string;
    areaRoutes: readonly ({ area: AreaName } & Record<string, unknown>)[];
    loadArea: (area: AreaName) => Promise<never>;
    theme: 'light' | 'dark';
    signal: AbortSignal;
  }): Promise<
    | { kind: 'client'; noindex?: boolean }
    | { kind: 'moved'; location: string }
    | {
        kind: 'page';
        status: 200 | 404;
        owner: AreaName | 'shell';
        page?: string;
        html: string;
        styleTags: string;
        title: string;
        description?: string;
        image?: string;
        type?: 'website' | 'article';
        noindex?: boolean;
        structuredData?: readonly unknown[];
        canonicalPath?: string;
        signedIn: boolean;
        hydration?: { theme: 'light' | 'dark'; queries: unknown };
      }
  >;
}

export function isShellRenderModule(value: unknown): value is ShellRenderModule {
  return typeof value === 'object' && value !== null && typeof (value as ShellRenderModule).renderPage === 'function';
}
