import { clearPending, clearRun, pendingOfRun, readPending, savePending } from './pending-answers.ts';

describe('pending answers', () => {
  beforeEach(() => localStorage.clear());

  it('keeps an answer under the quiz namespace until it is cleared', () => {
    savePending({ runId: 7, questionId: 101, optionId: 3 });
    expect(localStorage.getItem('quiz:pending:7:101')).not.toBeNull();
    expect(readPending(7, 101)).toEqual({ runId: 7, questionId: 101, optionId: 3 });
    clearPending(7, 101);
    expect(readPending(7, 101)).toBeUndefined();
  });

  it('lists one run’s answers and clears them together', () => {
    savePending({ runId: 7, questionId: 101, optionId: 3 });
    savePending({ runId: 7, questionId: 102, optionId: 5 });
    savePending({ runId: 8, questionId: 101, optionId: 9 });
    expect(pendingOfRun(7)).toEqual(
      new Map([
        [101, 3],
        [102, 5],
      ]),
    );
    clearRun(7);
    expect(pendingOfRun(7).size).toBe(0);
    expect(readPending(8, 101)?.optionId).toBe(9);
  });

  it('keeps when an answer was picked, for the late-pick rule', () => {
    savePending({ runId: 7, questionId: 101, optionId: 3, pickedAt: '2026-11-22T10:19:50.000Z' });
    expect(readPending(7, 101)?.pickedAt).toBe('2026-11-22T10:19:50.000Z');
    localStorage.setItem('quiz:pending:7:102', '{"runId":7,"questionId":102,"optionId":1,"pickedAt":"soon"}');
    expect(readPending(7, 102)).toBeUndefined();
  });

  it('ignores what does not look like an answer, or belongs elsewhere', () => {
    localStorage.setItem('quiz:pending:7:101', '{"runId":7,"questionId":101,"optionId":"x"}');
    localStorage.setItem('quiz:pending:7:102', 'not json');
    localStorage.setItem('quiz:pending:7:103', '{"runId":9,"questionId":103,"optionId":1}');
    expect(pendingOfRun(7).size).toBe(0);
  });
});
