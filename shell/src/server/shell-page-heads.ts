import { globalDataQuery, staticPageQuery } from '@shared/api-client';
import { breadcrumbList, plainText, snippet, type PageHead, type PageHeadInput } from '@shared/registry';
import { staticPageName } from '../pages/static/static-pages.ts';
import { SITE_NAME } from '../site-map/page-title.ts';
import type { ShellPageName } from '../site-map/shell-routes.ts';

type HeadBuilder = (input: PageHeadInput) => PageHead;

/** The site's social pages the API names: an organisation's `sameAs`; an empty or non-web one is left out. */
function socialProfiles(input: PageHeadInput): string[] {
  const social = input.read(globalDataQuery())?.social ?? {};
  return Object.values(social).filter(
    (link): link is string => typeof link === 'string' && /^https:\/\/[^\s]+$/.test(link),
  );
}

/** The home page: the school as an Organization (its logo and social pages) and the site as a WebSite. */
function homeHead(input: PageHeadInput): PageHead {
  const logo = input.read(globalDataQuery())?.logos.logo;
  return {
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: new URL('/', input.origin).href,
        ...(logo ? { logo: new URL(logo, input.origin).href } : {}),
        sameAs: socialProfiles(input),
      },
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url: new URL('/', input.origin).href },
    ],
  };
}

/** A static page: its summary line, else the start of its text; the FAQ's questions as an FAQPage. */
function staticPageHead(name: string) {
  return (input: PageHeadInput): PageHead => {
    const page = input.read(staticPageQuery(name))?.data;
    if (!page) return {};
    const faqs = page.faqs ?? [];
    return {
      description: snippet(page.summary || plainText(page.body)),
      structuredData: [
        breadcrumbList(input.origin, [{ name: page.title, path: input.pathname }]),
        ...(faqs.length > 0
          ? [
              {
                '@context': 'https://schema.org',
                '@type': 'FAQPage',
                mainEntity: faqs.map((faq) => ({
                  '@type': 'Question',
                  name: plainText(faq.question),
                  acceptedAnswer: { '@type': 'Answer', text: plainText(faq.answer) },
                })),
              },
            ]
          : []),
      ],
    };
  };
}

/** The heads of the shell's own public pages, as an area's route rows declare theirs (`head`). */
export const SHELL_PAGE_HEADS: Partial<Record<ShellPageName, HeadBuilder>> = {
  Home: homeHead,
  StaticPage: (input) =>
    input.pathname === '/page/static' ? {} : staticPageHead(staticPageName(input.pathname, input.params.slug))(input),
  Facilities: staticPageHead('facilities'),
  Faq: staticPageHead('faq-dyna'),
};
