import { SERVER_STATE_ID } from '../server/src/render/html-document.ts';

/**
 * Tells a server-rendered page from the client-rendered shell the site server falls back to when a render
 * fails or runs over its budget: only a rendered page has its content (the `<h1>`) and the data the browser
 * hydrates with (the server-state block) in the HTML.
 */

const SERVER_STATE_TAG = `<script type="application/json" id="${SERVER_STATE_ID}">`;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text of HTML: tags and comments dropped, the entities React writes decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));/gi, (entity, hex?: string, decimal?: string, name?: string) => {
      if (hex) return String.fromCodePoint(parseInt(hex, 16));
      if (decimal) return String.fromCodePoint(Number(decimal));
      return ENTITIES[name!.toLowerCase()] ?? entity;
    });
}

/** The text of every `<h1>` of a document, in order. */
export function headingTexts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((match) => textOf(match[1]!).trim());
}

/** Whether the document carries the server's data for hydration, which only a server render adds. */
export function hasServerState(html: string): boolean {
  return html.includes(SERVER_STATE_TAG);
}

/** What is wrong with an answer that should be the server-rendered page titled `title`; undefined if nothing. */
export function renderedPageProblem(answer: { status: number; html: string }, title: string): string | undefined {
  if (answer.status !== 200) return `answered HTTP ${answer.status}, not 200`;
  const headings = headingTexts(answer.html);
  const state = hasServerState(answer.html);
  if (!state && headings.length === 0) {
    return 'has no <h1> and no server-state block: the render failed and the server fell back to the client shell';
  }
  if (!state) return `has no ${SERVER_STATE_TAG} block: the render failed and the server fell back to the client shell`;
  if (!headings.some((heading) => heading.includes(title))) {
    const found = headings.length ? headings.map((heading) => `«${heading}»`).join(', ') : 'none';
    return `has no <h1> with «${title}» (headings found: ${found})`;
  }
  return undefined;
}
