import type { DehkhodaEntry } from '@shared/api-client';
import { formatNumber, ShareButton } from '@shared/ui';
import { Facts, Headword } from './entry-styles.ts';
import { entryPath } from '../../../lib/paths.ts';

/** The headword (the page's one h1), what identifies it (pronunciation, part of speech, serial number) and a way to share it. */
export function EntryHeader({ entry }: { entry: DehkhodaEntry }) {
  return (
    <header>
      <Headword>
        <bdi>{entry.title}</bdi>
      </Headword>
      <Facts>
        {entry.pronunciation && (
          <div>
            <dt>تلفظ</dt>
            <dd>
              <bdi lang="fa">{entry.pronunciation}</bdi>
            </dd>
          </div>
        )}
        {entry.part_of_speech && (
          <div>
            <dt>نوع واژه</dt>
            <dd>{entry.part_of_speech}</dd>
          </div>
        )}
        <div>
          <dt>شمارهٔ مدخل</dt>
          <dd>{formatNumber(entry.serial_number, { useGrouping: false })}</dd>
        </div>
      </Facts>
      <ShareButton title={`${entry.title} در لغت‌نامه دهخدا`} path={entryPath(entry)} />
    </header>
  );
}
