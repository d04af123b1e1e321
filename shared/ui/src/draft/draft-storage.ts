/**
 * What a student typed and has not sent yet, kept in this tab's
 * sessionStorage per form and page, so that a send that meets an ended
 * session (or a reload, or a detour through login) loses nothing. A tab's
 * storage goes with the tab, so nothing typed outlives it on a shared
 * computer. Storage that cannot be used (private modes, a full quota) keeps
 * nothing and breaks nothing.
 */

const PREFIX = 'draft:';

/** A kept draft: field names and what was typed in them. */
export type DraftValues = Record<string, unknown>;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

/** The storage key of a form on a page: `draft:/course/algebra#comment`. */
export function draftKey(formId: string, path: string): string {
  return `${PREFIX}${path}#${formId}`;
}

/** The draft kept for a form on a page; anything that is not a plain object is ignored (storage is input too). */
export function readDraft(formId: string, path: string): DraftValues | undefined {
  try {
    const text = storage()?.getItem(draftKey(formId, path));
    if (!text) return undefined;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as DraftValues) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a form's values for its page. */
export function writeDraft(formId: string, path: string, values: DraftValues): void {
  try {
    storage()?.setItem(draftKey(formId, path), JSON.stringify(values));
  } catch {
    // Full or refused storage: the form keeps working, it only cannot keep a copy.
  }
}

/** Forgets a form's draft: it was sent, or emptied. */
export function clearDraft(formId: string, path: string): void {
  try {
    storage()?.removeItem(draftKey(formId, path));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

/** Whether any form of a page has something kept (the login page says so). */
export function hasDraftsFor(path: string): boolean {
  const kept = storage();
  if (!kept) return false;
  try {
    for (let index = 0; index < kept.length; index += 1) {
      if (kept.key(index)?.startsWith(`${PREFIX}${path}#`)) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Forgets every draft of the tab: a student who logs out leaves nothing of
 * theirs for the next person at this computer. (An ended session keeps them:
 * the student is on the way back.)
 */
export function clearAllDrafts(): void {
  const kept = storage();
  if (!kept) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < kept.length; index += 1) {
      const key = kept.key(index);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) kept.removeItem(key);
  } catch {
    // Nothing could be read, so nothing is kept.
  }
}

/** Whose drafts the tab keeps after a session ended under them (one value, never a draft). */
const OWNER_KEY = 'draft-owner';

/**
 * Notes the student whose session just ended: their drafts wait for them,
 * and only for them.
 */
export function markDraftsOwner(userId: number): void {
  try {
    storage()?.setItem(OWNER_KEY, String(userId));
  } catch {
    // Nothing noted: the drafts stay as they are.
  }
}

/**
 * After a login: the drafts left by a session that ended are put back only
 * for the same student. Another student logging in on this tab finds none of
 * them (what one student typed is never shown to another). Drafts typed as a
 * guest carry no owner and stay.
 */
export function keepDraftsOnlyFor(userId: number): void {
  const kept = storage();
  if (!kept) return;
  try {
    const owner = kept.getItem(OWNER_KEY);
    kept.removeItem(OWNER_KEY);
    if (owner !== null && owner !== String(userId)) clearAllDrafts();
  } catch {
    // Unreadable storage keeps nothing to show anyway.
  }
}
