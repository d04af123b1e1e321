import { useEffect } from 'react';
import MarkedQuizList from './MarkedQuizList.tsx';

/**
 * The quiz list of a broken release: it renders on the server (so the smoke test passes it) and throws in
 * the browser once the page has hydrated, as a release that reads something only some browsers have would.
 */
export default function BrowserCrashQuizList() {
  useEffect(() => {
    throw new Error('this release breaks in the browser');
  }, []);
  return <MarkedQuizList />;
}
