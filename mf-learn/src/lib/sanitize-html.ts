import createDOMPurify, { type DOMPurify } from 'dompurify';

let purifier: DOMPurify | undefined;

/** A DOMPurify of our own, so its hook never touches another library's instance. */
function instance(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    let origin: string;
    try {
      origin = new URL(node.getAttribute('href') ?? '', window.location.href).origin;
    } catch {
      node.removeAttribute('href');
      return;
    }
    if (origin !== window.location.origin) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/**
 * A lesson's HTML body made safe to show: DOMPurify's HTML profile (no
 * script, handlers or script URLs), without forms, inline styles or
 * embedded frames; links to other sites open in a new tab without opener.
 */
export function sanitizeLessonHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style', 'id', 'name'],
  });
}
