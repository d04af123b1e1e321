/**
 * React's server renderer runs its production build unless NODE_ENV says
 * otherwise. Imported first by main.ts: `react` is loaded as soon as the
 * server's own modules are (the API client uses it), and `react` and
 * `react-dom/server` must be the same build.
 */
process.env.NODE_ENV ??= 'production';
