import { useQuery } from '@tanstack/react-query';
import { getGlobalData } from '@shared/api-client';

/** Global site data (header menus, footer), cached for the whole visit. */
export function useGlobalData() {
  return useQuery({ queryKey: ['global-data'], queryFn: getGlobalData, staleTime: 10 * 60 * 1000 });
}
