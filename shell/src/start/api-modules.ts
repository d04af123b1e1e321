// The third step of starting the page (index.ts): the API client, whose response schemas are built as
// its modules run.
export { authUserQuery } from '@shared/api-client';
