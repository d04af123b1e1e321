import {
  requestContactCode,
  type ContactConfirmResponse,
  type ContactField,
  type PendingContactChange,
} from '@shared/api-client';
import { bus } from '@shared/event-bus';
import { useLocation } from '@shared/router';
import { clearDraft, readDraft, writeDraft } from '@shared/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import {
  challengeOf,
  changesToKeep,
  keptChanges,
  requestFailure,
  type ContactChange,
} from '../utils/contact-change.ts';
import { announceUser } from './announce-user.ts';

type Changes = Partial<Record<ContactField, ContactChange>>;

/** Under which name the open changes are kept in the tab (the draft store's). */
const KEPT_AS = 'contact-changes';

/** Mobile before e-mail, as the form lists them. */
const FIELD_ORDER: readonly ContactField[] = ['mobile', 'email'];

/**
 * The new mobile numbers and e-mails waiting for their code. A save that
 * leaves a value pending sends a code to it; the panel confirms it, sends
 * another or gives the change up. Until then the account keeps its old value.
 * The open changes are kept in the tab, so a reload finds the panel with the
 * code already sent; a later save leaves a panel open unless it leaves
 * another value pending for the same field (only the panel's own buttons
 * close it).
 */
export function useContactChanges() {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [changes, setChanges] = useState<Changes>(() => keptChanges(readDraft(KEPT_AS, pathname)));
  // Every change goes through `update`, so the ref is always the state the next decision starts from.
  const latest = useRef<Changes>(changes);

  const update = useCallback(
    (change: (was: Changes) => Changes) => {
      latest.current = change(latest.current);
      setChanges(latest.current);
      if (Object.keys(latest.current).length === 0) clearDraft(KEPT_AS, pathname);
      else writeDraft(KEPT_AS, pathname, changesToKeep(latest.current));
    },
    [pathname],
  );

  /** Merges into the change of `field`, if it is still the one for `value` (a later save may have replaced it). */
  const patch = useCallback(
    (field: ContactField, value: string, part: Partial<ContactChange>) =>
      update((was) => {
        const current = was[field];
        return current?.value === value ? { ...was, [field]: { ...current, ...part } } : was;
      }),
    [update],
  );

  const send = useCallback(
    async (field: ContactField, value: string) => {
      patch(field, value, { sending: true, failure: undefined });
      try {
        const answer = await requestContactCode({ field, value });
        patch(field, value, { sending: false, challenge: challengeOf(answer) });
      } catch (error) {
        patch(field, value, { sending: false, failure: requestFailure(error) });
      }
    },
    [patch],
  );

  /**
   * After a save: a code to each value it left pending. A panel already open
   * for the same value stays as it is (its code still works, and asking again
   * at once would be refused). A panel the save says nothing about stays too:
   * after a reload the field shows the account's number again, and saving the
   * other fields must not throw away the code on its way.
   */
  const begin = useCallback(
    (pending: PendingContactChange[]) => {
      const fresh = pending.filter(({ field, value }) => latest.current[field]?.value !== value);
      update((was) => {
        const next = { ...was };
        for (const { field, value } of pending) {
          next[field] = was[field]?.value === value ? was[field] : { field, value, sending: true };
        }
        return next;
      });
      for (const { field, value } of fresh) void send(field, value);
    },
    [update, send],
  );

  const resend = useCallback(
    (field: ContactField) => {
      const change = latest.current[field];
      if (change) void send(field, change.value);
    },
    [send],
  );

  const close = useCallback(
    (field: ContactField) =>
      update((was) => {
        const rest = { ...was };
        delete rest[field];
        return rest;
      }),
    [update],
  );

  /** The code was right: the new value is the account's, and the cached user and the header follow. */
  const confirmed = useCallback(
    (field: ContactField, { message, data }: ContactConfirmResponse) => {
      announceUser(client, data);
      bus.emit('platform:snackbar:requested', { type: 'success', message: message || 'تغییر شما تأیید شد.' });
      close(field);
    },
    [client, close],
  );

  const open = FIELD_ORDER.flatMap((field) => changes[field] ?? []);
  return { changes: open, pendingFor: (field: ContactField) => changes[field], begin, resend, close, confirmed };
}
