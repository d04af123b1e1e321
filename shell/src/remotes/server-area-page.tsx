import { createContext, useContext, type ComponentType } from 'react';
import type { AreaName } from '@shared/registry';

/**
 * The area pages a server render already holds: the site server loads the
 * release's Node build and hands its pages here, so `RemotePage` renders
 * them at once instead of through the browser's federation loader.
 */
export interface ServerAreaPages {
  area: AreaName;
  pages: Record<string, ComponentType>;
}

const ServerAreaPagesContext = createContext<ServerAreaPages | undefined>(undefined);

export const ServerAreaPagesProvider = ServerAreaPagesContext.Provider;

/** The page component the server render holds for this area and page, if any. */
export function useServerAreaPage(area: AreaName, page: string): ComponentType | undefined {
  const held = useContext(ServerAreaPagesContext);
  return held?.area === area ? held.pages[page] : undefined;
}
