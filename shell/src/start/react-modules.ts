// The first step of starting the page (index.ts): React and its renderer, the largest libraries.
export { hydrateRoot, createRoot } from 'react-dom/client';
