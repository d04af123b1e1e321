/**
 * jsdom with Node's fetch. jsdom has no fetch, and browser code here calls
 * the API through ky; API tests then talk to a real local HTTP server. The
 * abort and body classes come from Node too, because Node's fetch accepts
 * only its own.
 */
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder'];

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of FROM_NODE) this.global[name] = globalThis[name];
  }
}

module.exports = JsdomWithFetch;
