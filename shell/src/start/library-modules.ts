// The second step of starting the page (index.ts): the libraries every page's components are made with.
export { createBrowserRouter } from '@shared/router';
export { default as styled } from 'styled-components';
export { Provider } from 'jotai';
export { QueryClient } from '@tanstack/react-query';
export { object } from '@shared/schema';
