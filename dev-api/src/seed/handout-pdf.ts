import { handoutText } from './contents.ts';

/** What a handout's PDF is made from. */
export interface HandoutSource {
  slug: string;
  title: string;
  courseTitle: string;
  sectionTitle: string;
}

/** A PDF text string in UTF-16BE with its byte-order mark, the form PDF gives to Unicode text such as Persian. */
function unicodeString(text: string): string {
  const bytes = Buffer.from(`\uFEFF${text}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

/** A PDF literal string of ASCII text, its special characters escaped. */
function asciiString(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`)})`;
}

/**
 * A small, valid one-page PDF for a handout (dev API only). The page is
 * drawn with a standard PDF font, which has no Persian letters, so it says
 * in Latin script what the file is; the Persian title and the handout's
 * text are its document properties (Title, Subject), which viewers show,
 * and the document is marked Persian and right to left. Built byte by byte
 * so its length is known exactly: the seed states it as `file_size_bytes`.
 */
export function handoutPdf({ slug, title, courseTitle, sectionTitle }: HandoutSource): Buffer {
  const lines = [
    'Daneshsara - sample handout',
    `File: ${slug}`,
    'The Persian title and text are in the document properties.',
  ];
  const page = [
    'BT',
    '/F1 18 Tf',
    '72 770 Td',
    `${asciiString(lines[0]!)} Tj`,
    '/F1 12 Tf',
    '0 -28 Td',
    ...lines.slice(1).flatMap((line) => [`${asciiString(line)} Tj`, '0 -18 Td']),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (fa-IR) /ViewerPreferences << /Direction /R2L /DisplayDocTitle true >> >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(page, 'latin1')} >>\nstream\n${page}\nendstream`,
    `<< /Title ${unicodeString(title)} /Subject ${unicodeString(handoutText(title, courseTitle, sectionTitle))} /Author ${unicodeString('دانش‌سرا')} /Producer (Daneshsara dev API) >>`,
  ];

  // A binary comment on the second line tells transfer tools the file is binary.
  let body = '%PDF-1.7\n%\xE2\xE3\xCF\xD3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: offset, generation, kind, and a two-byte line end.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body +=
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}` +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
