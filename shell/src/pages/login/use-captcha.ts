import { useQuery } from '@tanstack/react-query';
import { captchaQuery } from '@shared/api-client';

/** The captcha of the password login, fresh on every visit to the form. */
export function useCaptcha() {
  return useQuery({
    ...captchaQuery(),
    select: (answer) => answer.data,
    // A new question must never replace the one being answered behind the person's back,
    // and a question answered on an earlier visit is never shown again.
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
