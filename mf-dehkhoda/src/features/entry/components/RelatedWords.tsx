import { useId } from 'react';
import type { DehkhodaEntryRef } from '@shared/api-client';
import { Chip } from '@shared/ui';
import { entryPath } from '../../../lib/paths.ts';
import { Block, BlockTitle, ChipRow } from './entry-styles.ts';

/** Homographs, compounds and the words an entry is built on, each a link to its entry. */
export function RelatedWords({ related }: { related: readonly DehkhodaEntryRef[] }) {
  const titleId = useId();
  if (related.length === 0) return null;
  return (
    <Block aria-labelledby={titleId}>
      <BlockTitle id={titleId}>واژه‌های مرتبط</BlockTitle>
      <ChipRow>
        {related.map((word) => (
          <li key={word.id}>
            <Chip to={entryPath(word)}>
              <bdi>{word.title}</bdi>
            </Chip>
          </li>
        ))}
      </ChipRow>
    </Block>
  );
}
