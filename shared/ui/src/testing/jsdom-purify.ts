import type createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * DOMPurify as the site server hands it to a release's Node build: an
 * instance made with `createDOMPurify(new JSDOM('').window)`, in a process
 * with no global `window` or `document`. A node-environment test puts it in
 * place of the module:
 * `jest.mock('dompurify', () => jest.requireActual('@shared/ui/testing').jsdomPurify())`.
 */
export function jsdomPurify(): ReturnType<typeof createDOMPurify> {
  // The real module: a plain import would be the mock this function is building.
  const create = jest.requireActual<typeof createDOMPurify>('dompurify');
  return create(new JSDOM('').window);
}
