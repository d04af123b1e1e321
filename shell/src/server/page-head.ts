import { documentTitle } from '../site-map/page-title.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' };

/** The text of the first element of a kind in rendered HTML: tags dropped, React's entities decoded, spaces folded. */
export function firstText(html: string, tag: 'h1' | 'p'): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`).exec(html);
  if (!match) return undefined;
  const text = match[1]!
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
  return text || undefined;
}

const DESCRIPTION_LENGTH = 160;

/**
 * The head of a rendered page: the title the browser will set once the page
 * runs (the one the page asked for, else its route's), and its first
 * paragraph as its description, cut at a word.
 */
export function pageHead(html: string, pageTitle: string): { title: string; description?: string } {
  const paragraph = firstText(html, 'p');
  const description =
    paragraph && paragraph.length > DESCRIPTION_LENGTH
      ? `${paragraph.slice(0, DESCRIPTION_LENGTH).replace(/\s+\S*$/, '')}…`
      : paragraph;
  return { title: documentTitle(pageTitle), description };
}
