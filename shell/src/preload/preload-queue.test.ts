import { createPreloadQueue, MAX_CONCURRENT_PRELOADS } from './preload-queue.ts';

function deferredLoader() {
  const pending = new Map<string, { resolve: () => void; reject: () => void }>();
  const started: string[] = [];
  const load = jest.fn(
    (key: string) =>
      new Promise<void>((resolve, reject) => {
        started.push(key);
        pending.set(key, { resolve, reject });
      }),
  );
  return { load, started, pending };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preload queue', () => {
  it('runs at most five at once and starts the next when one finishes', async () => {
    const { load, started, pending } = deferredLoader();
    const queue = createPreloadQueue(load);
    for (let i = 1; i <= 8; i += 1) queue.request(`learn/Page${i}`);
    expect(MAX_CONCURRENT_PRELOADS).toBe(5);
    expect(started).toHaveLength(5);
    expect(queue.size()).toEqual({ running: 5, waiting: 3 });
    pending.get('learn/Page2')!.resolve();
    await flush();
    expect(started).toHaveLength(6);
    expect(started.at(-1)).toBe('learn/Page6');
  });

  it('loads each page once', async () => {
    const { load, pending } = deferredLoader();
    const queue = createPreloadQueue(load);
    queue.request('quiz/QuizList');
    queue.request('quiz/QuizList');
    pending.get('quiz/QuizList')!.resolve();
    await flush();
    queue.request('quiz/QuizList');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a hovered link jumps the queue of links that only scrolled into view', async () => {
    const { load, started, pending } = deferredLoader();
    const queue = createPreloadQueue(load, 1);
    queue.request('blog/ArticleList');
    queue.request('learn/CourseList');
    queue.request('quiz/QuizList');
    queue.request('quiz/QuizList', { urgent: true });
    pending.get('blog/ArticleList')!.resolve();
    await flush();
    expect(started).toEqual(['blog/ArticleList', 'quiz/QuizList']);
  });

  it('may try again after a failure', async () => {
    const { load, pending } = deferredLoader();
    const queue = createPreloadQueue(load);
    queue.request('blog/Article');
    pending.get('blog/Article')!.reject();
    await flush();
    queue.request('blog/Article');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
