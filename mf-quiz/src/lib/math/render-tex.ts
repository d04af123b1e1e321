import { toPersianDigits } from '@shared/ui';
import katex from 'katex';

const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

/**
 * KaTeX's HTML for one formula. `throwOnError: false` shows a broken formula
 * in red instead of failing the page; `trust` stays off, so \href, \url and
 * \includegraphics render as text and the output holds no link or script.
 * Persian words inside a formula are allowed without console noise.
 */
export function renderTex(tex: string, display: boolean, displayStyle = false): string {
  const inlineAtFullSize = !display && displayStyle;
  const key = `${display ? 'D' : inlineAtFullSize ? 'S' : 'I'}${tex}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const html = katex.renderToString(inlineAtFullSize ? `\\displaystyle ${tex}` : tex, {
    throwOnError: false,
    output: 'html',
    displayMode: display,
    trust: false,
    strict: 'ignore',
    maxExpand: 200,
  });
  const persian = withPersianDigits(html);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, persian);
  return persian;
}

/**
 * The numbers of a typeset formula in Persian digits, like the rest of the
 * page («۱/۲», «۲٫۵»). Only text between tags changes: attributes (KaTeX's
 * sizes and styles) keep their Latin digits, and the formula's label for
 * screen readers keeps its TeX.
 */
export function withPersianDigits(html: string): string {
  return html.replace(/>([^<]+)</g, (_match, text: string) => {
    return `>${toPersianDigits(text.replace(/(\d)\.(?=\d)/g, '$1٫'))}<`;
  });
}
