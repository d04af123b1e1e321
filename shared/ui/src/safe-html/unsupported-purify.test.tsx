/** @jest-environment node */
import DOMPurify from 'dompurify';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@shared/router';
import { SafeHtml } from './SafeHtml.tsx';
import { sanitizeHtml } from './sanitize-html.ts';

// No mock: DOMPurify's own default export, in Node without a DOM, cannot sanitise.
const PAYLOAD = '<p>متن</p><img src=x onerror="globalThis.__xss=1"><script>globalThis.__xss=1</script>';

describe('safe HTML where DOMPurify cannot work', () => {
  it('has a DOMPurify that is not supported here', () => {
    expect(DOMPurify.isSupported).toBe(false);
  });

  it('gives nothing rather than unsanitised HTML', () => {
    expect(sanitizeHtml(PAYLOAD)).toBe('');
    const html = renderToString(
      <MemoryRouter>
        <SafeHtml html={PAYLOAD} />
      </MemoryRouter>,
    );
    expect(html).toBe('<div></div>');
  });
});
