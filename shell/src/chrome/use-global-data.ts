import { useQuery } from '@tanstack/react-query';
import { globalDataQuery } from '@shared/api-client';

/** Global site data (header menus, footer), cached for the whole visit. */
export function useGlobalData() {
  return useQuery(globalDataQuery());
}
