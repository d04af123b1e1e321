import { saveProfile, ValidationError, type ProfileEditRequest } from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileFormErrors } from '../utils/profile-form.ts';
import { announceUser } from './announce-user.ts';

/** The server's field errors of a failed save (422), or none for any other failure. */
export function fieldErrorsOf(error: unknown): ProfileFormErrors {
  return error instanceof ValidationError ? (error.fields as ProfileFormErrors) : {};
}

/**
 * Saves the profile. Success shows the server's message in a snackbar and
 * updates the header; a failure leaves the form as typed for the page to
 * show what went wrong. A new mobile number or e-mail is not saved: the
 * answer's `pending` lists it, for the form to confirm with a code.
 */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ProfileEditRequest) => saveProfile(request),
    onSuccess: ({ data, message }) => {
      if (data) announceUser(client, data);
      bus.emit('platform:snackbar:requested', { type: 'success', message: message || 'نمایهٔ شما ذخیره شد.' });
    },
  });
}
