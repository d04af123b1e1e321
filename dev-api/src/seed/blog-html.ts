import { mediaUrl } from './media.ts';

/**
 * Small builders for the HTML bodies of seeded posts, so each post reads as
 * its content rather than as markup. The text is trusted seed data; inline
 * markup (links, bold) may appear inside it.
 */

export const paragraph = (text: string) => `<p>${text}</p>`;
export const heading2 = (text: string) => `<h2>${text}</h2>`;
export const heading3 = (text: string) => `<h3>${text}</h3>`;
export const bulletList = (items: readonly string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const numberedList = (items: readonly string[]) =>
  `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`;

/** A quotation, with its source when known. */
export const quote = (text: string, source?: string) =>
  `<blockquote><p>${text}</p>${source ? `<footer>— ${source}</footer>` : ''}</blockquote>`;

/** A link inside the site. */
export const internalLink = (path: string, text: string) => `<a href="${path}">${text}</a>`;

/** A link to another site; it opens in a new tab. */
export const externalLink = (url: string, text: string) =>
  `<a href="${url}" target="_blank" rel="noopener noreferrer">${text}</a>`;

/** A generated picture with a caption. */
export const figure = (name: string, caption: string) =>
  `<figure><img src="${mediaUrl('post', name)}" alt="${caption}" loading="lazy" width="1280" height="720"><figcaption>${caption}</figcaption></figure>`;

/** A table with a header row; wide ones make the site's horizontal scrolling visible. */
export const table = (caption: string, headers: readonly string[], rows: readonly (readonly string[])[]) =>
  `<table><caption>${caption}</caption><thead><tr>${headers.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

/** Joins the blocks of one body. */
export const html = (...blocks: string[]) => blocks.join('\n');
