import { useQuery } from '@tanstack/react-query';
import { getCaptcha } from '@shared/api-client';

/** The captcha of the password login, fresh on every visit to the form. */
export function useCaptcha() {
  return useQuery({
    queryKey: ['login', 'captcha'],
    queryFn: async () => (await getCaptcha()).data,
    // A new question must never replace the one being answered behind the person's back.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
