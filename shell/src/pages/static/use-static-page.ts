import { useQuery } from '@tanstack/react-query';
import { staticPageQuery } from '@shared/api-client';

/** A static page by its name (`aboutus`, `privacy`, `faq-dyna`…), cached for the visit. */
export function useStaticPage(name: string) {
  return useQuery(staticPageQuery(name));
}
