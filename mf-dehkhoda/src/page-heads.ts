import { dehkhodaEntryQuery } from '@shared/api-client';
import { breadcrumbList, plainText, snippet, type PageHead, type PageHeadInput } from '@shared/registry';
import { entryIdOf } from './features/entry/api/entry-id.ts';
import { entryPath, SEARCH_PATH } from './lib/paths.ts';

/** The dictionary's name, as its pages and structured data say it. */
const DICTIONARY_NAME = 'لغت‌نامه دهخدا';

/*
 * What the dictionary's pages tell search engines and link previews, from the
 * data the server fetched for them (the rows' `queries`): the route table
 * names these as its rows' `head`.
 */

/**
 * An entry: its headword's senses as the description (never the institute's
 * blurb the page starts with), a DefinedTerm of the dictionary, and the
 * breadcrumb. An entry is found by its id; an address with another slug is
 * sent to the entry's own, for good.
 */
export function entryHead({ params, origin, read }: PageHeadInput): PageHead {
  const id = entryIdOf(params.id ?? '');
  const entry = id === undefined ? undefined : read(dehkhodaEntryQuery(id))?.data;
  if (!entry) return {};
  const path = entryPath(entry);
  const senses = entry.definitions.map((definition, index) => `${index + 1}. ${plainText(definition)}`).join(' ');
  const kind = entry.part_of_speech ? ` (${plainText(entry.part_of_speech)})` : '';
  const description = snippet(`${plainText(entry.title)}${kind}: ${senses}`);
  return {
    description,
    canonicalPath: path,
    redirect: true,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'DefinedTerm',
        name: entry.title,
        description: entry.definitions.map(plainText).join(' '),
        url: new URL(path, origin).href,
        termCode: String(entry.serial_number),
        inDefinedTermSet: {
          '@type': 'DefinedTermSet',
          name: DICTIONARY_NAME,
          url: new URL(SEARCH_PATH, origin).href,
        },
      },
      breadcrumbList(origin, [
        { name: DICTIONARY_NAME, path: SEARCH_PATH },
        { name: entry.title, path },
      ]),
    ],
  };
}
