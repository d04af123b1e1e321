import type { DehkhodaSearchHit } from '@shared/api-client';
import { formatNumber, Link } from '@shared/ui';
import { Highlight } from '../../../components/Highlight.tsx';
import { entryPath } from '../../../lib/paths.ts';
import { Hit, HitExcerpt, HitMeta, HitTitle } from './results-styles.ts';

/** Props of {@link ResultItem}. */
export interface ResultItemProps {
  hit: DehkhodaSearchHit;
  query: string;
}

/** One result: the headword (a link to its entry), its part of speech and serial number, and an excerpt. */
export function ResultItem({ hit, query }: ResultItemProps) {
  // Mark the query where the server says it matched; everywhere when it does not say.
  const markIn = (field: 'title' | 'definition' | 'serial') =>
    hit.matched_in === undefined || hit.matched_in === field ? query : '';
  const serial = formatNumber(hit.serial_number, { useGrouping: false });
  return (
    <li>
      <Hit>
        <HitTitle>
          <Link to={entryPath(hit)}>
            <bdi>
              <Highlight text={hit.title} query={markIn('title')} />
            </bdi>
          </Link>
        </HitTitle>
        <HitMeta>
          {hit.part_of_speech && <span>{hit.part_of_speech}</span>}
          <span>
            شمارهٔ مدخل: <Highlight text={serial} query={markIn('serial')} />
          </span>
        </HitMeta>
        <HitExcerpt dir="auto">
          <Highlight text={hit.excerpt} query={markIn('definition')} />
        </HitExcerpt>
      </Hit>
    </li>
  );
}
