import { useQuery } from '@tanstack/react-query';
import { getStaticPage } from '@shared/api-client';

/** A static page by its name (`aboutus`, `privacy`, `faq-dyna`…), cached for the visit. */
export function useStaticPage(name: string) {
  return useQuery({
    queryKey: ['static-page', name],
    queryFn: () => getStaticPage(name),
    staleTime: 10 * 60_000,
  });
}
