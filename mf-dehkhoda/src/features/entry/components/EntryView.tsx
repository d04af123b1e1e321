import type { DehkhodaEntry } from '@shared/api-client';
import { Article } from './entry-styles.ts';
import { EntryHeader } from './EntryHeader.tsx';
import { EntryNeighbours } from './EntryNeighbours.tsx';
import { EntrySenses } from './EntrySenses.tsx';
import { RelatedWords } from './RelatedWords.tsx';

/** A whole dictionary entry. */
export function EntryView({ entry }: { entry: DehkhodaEntry }) {
  return (
    <Article>
      <EntryHeader entry={entry} />
      <EntrySenses entry={entry} />
      <RelatedWords related={entry.related} />
      <EntryNeighbours previous={entry.previous} next={entry.next} />
    </Article>
  );
}
