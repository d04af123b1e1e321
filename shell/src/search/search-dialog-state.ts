import { atom } from 'jotai';

/** An open search dialog: the query it opened with and the page it opened on. */
export interface SearchDialogRequest {
  query: string;
  /** The dialog belongs to this page; following a result to another page closes it. */
  pathname: string;
  /** Each request opens a fresh dialog, even with the same query. */
  id: number;
}

/** The search dialog's state (architecture: client state in jotai atoms); null when closed. */
export const searchDialogAtom = atom<SearchDialogRequest | null>(null);
