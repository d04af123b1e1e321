/**
 * How the probe reads an answer as a person or a client meets it: the text it shows (a page's visible
 * text, a JSON error's strings), whether that text is Persian, and whether it leaks something internal.
 */

/** An HTTP answer as the probe received it, body decoded as UTF-8. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export function contentType(answer: Answer): string {
  const value = answer.headers['content-type'];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

function jsonStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(jsonStrings);
  return [];
}

/**
 * What a reader sees: an HTML page's text (scripts, styles and tags dropped, so the hydration state's JSON
 * keys are not mistaken for English shown to a person), every string of a JSON body (its keys are for
 * programs), or a plain body as it is.
 */
export function readableText(answer: Answer): string {
  const type = contentType(answer);
  if (type.includes('html')) {
    return answer.body
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  if (type.includes('json')) {
    try {
      return jsonStrings(JSON.parse(answer.body)).join(' ');
    } catch {
      return answer.body;
    }
  }
  return answer.body;
}

/** Persian: at least a word's worth of Arabic-script letters. */
export function isPersian(text: string): boolean {
  return (text.match(/[\u0600-\u06FF]/g) ?? []).length >= 3;
}

/** What must never reach a person: framework codes, English errors, stack lines, addresses and paths. */
const LEAKS: readonly RegExp[] = [
  /FST_ERR\w*/,
  /\bE(?:CONNREFUSED|CONNRESET|NOTFOUND|TIMEDOUT|NOENT|ACCES)\b/,
  /Required parameter/i,
  /is not a function/,
  // A validator's own words inside a Persian sentence («می‌بایست string می‌بود»): still English to a reader.
  /\b(?:string|NaN|undefined|null|array|object|boolean|Invalid input|Expected|Received)\b/,
  /\bNot Found\b/i,
  /\bBad Request\b/i,
  /Internal Server Error/i,
  /Request Header Fields Too Large/i,
  /Method Not Allowed/i,
  /\b(?:Type|Syntax|Reference|Range)?Error: /,
  /\bat \S+ \(\S+:\d+:\d+\)/,
  /\b(?:127\.\d+\.\d+\.\d+|localhost|0\.0\.0\.0|\[::1\]|10\.\d+\.\d+\.\d+|192\.168\.\d+\.\d+):\d+/,
  /(?:^|[\s"'(])\/(?:tmp|home|work|var|usr|root|srv|opt)\/\S+/,
];

/**
 * The first leak in the readable text, or undefined. The site's own origin is allowed (canonical links
 * name it), so it is taken out first.
 */
export function leakIn(text: string, siteOrigin: string): string | undefined {
  const host = new URL(siteOrigin).host;
  const cleaned = text.split(siteOrigin).join(' ').split(host).join(' ');
  for (const pattern of LEAKS) {
    const found = pattern.exec(cleaned)?.[0];
    if (found) return found.trim().slice(0, 60);
  }
  return undefined;
}

/**
 * Why an error answer is not one a person may meet (not Persian, or leaking), or undefined when it is fine.
 * `echo` is a part of the request (a malformed URL) the answer must not repeat.
 */
export function errorAnswerProblem(answer: Answer, siteOrigin: string, echo?: string): string | undefined {
  const text = readableText(answer);
  const leak = leakIn(text, siteOrigin);
  if (leak) return `${answer.status} shows «${leak}»`;
  if (echo && text.includes(echo)) return `${answer.status} echoes «${echo}»`;
  if (!isPersian(text)) {
    const shown = text.slice(0, 60) || '(empty body)';
    return `${answer.status} is not Persian: «${shown}»`;
  }
  return undefined;
}

/**
 * Whether the server rendered the page (the state block the browser hydrates from is only in a
 * server-rendered page; e2e/support/server-html.ts tells them apart the same way).
 */
export function isServerRendered(html: string): boolean {
  return html.includes('id="server-state"');
}
