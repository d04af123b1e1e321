import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendNotFound } from '../core/http-errors.ts';
import { HANDOUT_MIME_TYPE, handoutFileName } from '../seed/contents.ts';
import { ALL_CONTENTS, findCourseById } from '../seed/courses.ts';
import { handoutPdf } from '../seed/handout-pdf.ts';
import { isPortraitKind, portraitSvg } from './dev-avatar.ts';

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

/** The school's square mark, the seeded global data's logo: an image of its own, never the favicon's URL. */
export function logoSvg(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#047857"/><path d="M16 44V20l16 10 16-10v24" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/></svg>';
}

/** Draws a seeded image of a kind: a person's initials, the logo, or a 16:9 picture with the name on it. */
function seededSvg(kind: string, name: string): string {
  // A person's picture shows their initials large enough for a small circle.
  if (isPortraitKind(kind)) return portraitSvg(name);
  return kind === 'logo' ? logoSvg() : placeholderSvg(name);
}

/** A filename for `filename*=` (RFC 5987): UTF-8, percent-encoded, with the characters that form allows left out. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The Content-Disposition of a download: an ASCII `filename` for old
 * clients and the real (Persian) name as `filename*`, which browsers prefer.
 */
export function attachmentDisposition(asciiName: string, name: string): string {
  return `attachment; filename="${asciiName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(name)}`;
}

/** `GET /dev-media/file/<slug>.pdf`: a file content's handout, a PDF saved under its Persian title. */
function sendHandout(reply: FastifyReply, file: string) {
  const slug = /^(.+)\.pdf$/.exec(file)?.[1];
  const content = ALL_CONTENTS.find((candidate) => candidate.type === 'file' && candidate.slug === slug);
  const course = content && findCourseById(content.course_id);
  const section = course?.sections.find((candidate) => candidate.id === content?.section_id);
  if (!slug || !content || !course || !section) return sendNotFound(reply, 'فایل');
  const pdf = handoutPdf({ slug, title: content.title, courseTitle: course.title, sectionTitle: section.title });
  return reply
    .type(HANDOUT_MIME_TYPE)
    .header('content-length', pdf.length)
    .header('content-disposition', attachmentDisposition(`${slug}.pdf`, handoutFileName(content.title)))
    .header('cache-control', 'public, max-age=604800')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}

/**
 * `GET /dev-media/:kind/:name.svg`: generated images for seeded data, and
 * `GET /dev-media/file/:file`: handouts (dev API only, not in the contract).
 */
export async function devMediaRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/dev-media/file/:file', async (request, reply) =>
    sendHandout(reply, request.params.file),
  );
  app.get<{ Params: { kind: string; file: string } }>('/dev-media/:kind/:file', async (request, reply) => {
    const name = decodeURIComponent(request.params.file.replace(/\.svg$/, ''));
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=604800')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(seededSvg(request.params.kind, name));
  });
}
