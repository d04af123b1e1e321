/**
 * The router's server side: rendering a matched route to HTML on the site server. Kept apart from the
 * browser's names so no page ships it; on Node it is shared with them (the same react-router instance).
 */
export { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
