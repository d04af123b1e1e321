export * from './draft-storage.ts';
export * from './use-form-draft.ts';
export * from './use-carried-press.ts';
export * from './DraftRestoredNote.tsx';
