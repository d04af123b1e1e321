import Fastify from 'fastify';
import { ALL_CONTENTS } from '../seed/courses.ts';
import { handoutPdf } from '../seed/handout-pdf.ts';
import { attachmentDisposition, devMediaRoutes, placeholderLines, placeholderSvg } from './dev-media.ts';

describe('placeholder pictures', () => {
  it('wrap a long title into centred lines instead of running off the edge', () => {
    const title = 'چگونه برای امتحان نهایی ریاضی در دو هفتهٔ آخر برنامه‌ریزی کنیم';
    const lines = placeholderLines(title);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.every((line) => line.length <= 18 || !line.includes(' '))).toBe(true);
    expect(placeholderSvg(title).match(/<text /g)).toHaveLength(lines.length);
  });

  it('keep a short name on one line and end a very long one with «…»', () => {
    expect(placeholderLines('کتاب')).toEqual(['کتاب']);
    const long = placeholderLines('یک دو سه چهار پنج شش هفت هشت نه ده یازده دوازده سیزده چهارده پانزده شانزده هفده');
    expect(long).toHaveLength(3);
    expect(long[2]!.endsWith('…')).toBe(true);
  });

  it('escape the name as text', () => {
    expect(placeholderSvg('<script>')).not.toContain('<script>');
  });
});

describe('handouts', () => {
  const handout = ALL_CONTENTS.find((content) => content.type === 'file' && content.title.startsWith('جزوه'));
  if (handout?.type !== 'file') throw new Error('the seed has no handout');

  async function download(url: string) {
    const app = Fastify();
    await app.register(devMediaRoutes);
    const answer = await app.inject({ method: 'GET', url: url.replace(/^\/api/, '') });
    await app.close();
    return answer;
  }

  it('download as a PDF named after their Persian title, as long as the content says', async () => {
    const answer = await download(handout.file_url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const disposition = String(answer.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\w.-]+\.pdf"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(`${handout.title}.pdf`);
    expect(handout.file_name).toBe(`${handout.title}.pdf`);
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(answer.rawPayload.length).toBe(handout.file_size_bytes);
    expect(Number(answer.headers['content-length'])).toBe(handout.file_size_bytes);
  });

  it('are a PDF whose cross-reference table points at each object', () => {
    const pdf = handoutPdf({ slug: 'x', title: 'جزوه', courseTitle: 'ریاضی', sectionTitle: 'فصل' }).toString('latin1');
    const xrefAt = pdf.lastIndexOf('\nxref\n') + 1;
    const xref = pdf.slice(xrefAt);
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(pdf.slice(offset)).toMatch(new RegExp(`^${index + 1} 0 obj\\n`)));
    expect(Number(/startxref\n(\d+)/.exec(pdf)?.[1])).toBe(xrefAt);
  });

  it('answer 404 for an unknown handout or another format', async () => {
    expect((await download('/dev-media/file/no-such-handout.pdf')).statusCode).toBe(404);
    expect((await download(handout.file_url.replace(/\.pdf$/, '.txt'))).statusCode).toBe(404);
  });

  it('encode a Persian name by RFC 5987 and keep the plain name ASCII', () => {
    expect(attachmentDisposition('a.pdf', 'جزوه (۱).pdf')).toBe(
      `attachment; filename="a.pdf"; filename*=UTF-8''${encodeURIComponent('جزوه ')}%28${encodeURIComponent('۱')}%29.pdf`,
    );
  });
});
