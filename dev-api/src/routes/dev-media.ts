import type { FastifyInstance } from 'fastify';

const PALETTE = ['#1d4ed8', '#047857', '#b45309', '#7c3aed', '#be123c', '#0e7490'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Characters on one line of a placeholder: the text stays in the middle half, clear of any crop. */
const LINE_LENGTH = 18;
const MAX_LINES = 3;

/**
 * The name in lines of at most {@link LINE_LENGTH} characters, broken between
 * words (a longer word stands alone), at most {@link MAX_LINES}, the last
 * ending in «…» when the name is longer still.
 */
export function placeholderLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.trim().split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LINE_LENGTH) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1]}…`;
  return kept;
}

/**
 * A 16:9 picture with the name on it, wrapped into centred lines so a long
 * title is never cut at the picture's edge (nor by a card that crops it);
 * the colour follows the name so it stays stable.
 */
export function placeholderSvg(name: string): string {
  const hash = [...name].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  const colour = PALETTE[hash % PALETTE.length];
  const lines = placeholderLines(name);
  const lineHeight = 84;
  const firstBaseline = 360 - ((lines.length - 1) * lineHeight) / 2 + 20;
  const text = lines
    .map(
      (line, index) =>
        `<text x="640" y="${firstBaseline + index * lineHeight}" font-family="Vazirmatn, Tahoma, sans-serif" font-size="60" fill="#fff" text-anchor="middle" direction="rtl">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720"><rect width="1280" height="720" fill="${colour}"/>${text}</svg>`;
}

/** `GET /dev-media/:kind/:name.svg`: generated images for seeded data (dev API only, not in the contract). */
export async function devMediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { kind: string; file: string } }>('/dev-media/:kind/:file', async (request, reply) => {
    const name = decodeURIComponent(request.params.file.replace(/\.svg$/, ''));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(placeholderSvg(name));
  });
}
