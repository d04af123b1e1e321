import createDOMPurify, { type Config } from 'dompurify';

/** Only web, mail and phone links and paths of this site survive; no javascript:, data: or others. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  // Forms and embeds have no place in an article; styles would fight the theme;
  // ids and names could collide with the page's own.
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'id', 'name', 'srcset'],
  ALLOWED_URI_REGEXP: SAFE_URI,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

// A private instance, so these hooks never change how anyone else's DOMPurify behaves.
function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      let url: URL;
      try {
        url = new URL(node.getAttribute('href') ?? '', window.location.href);
      } catch {
        node.removeAttribute('href');
        return;
      }
      if (url.origin !== window.location.origin) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  return purifier;
}

/**
 * Cleans HTML from the API before it reaches the DOM: scripts, event
 * handlers, dangerous URLs, forms, embeds and inline styles are removed;
 * links to other sites open in a new tab without access to this one.
 */
export function sanitizeHtml(html: string): string {
  return instance().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
