import type { QuizRunState } from '../core/state.ts';
import { latePickRefusal } from './quiz-run-machine.ts';

const END = '2026-11-22T10:20:00.000Z';
const at = (secondsFromEnd: number) => new Date(Date.parse(END) + secondsFromEnd * 1000);

function run(overrides: Partial<QuizRunState> = {}): QuizRunState {
  return {
    id: 1,
    user_id: 1,
    quiz_code: 'QZ1001',
    status: 'finished',
    started_at: '2026-11-22T10:00:00.000Z',
    expires_at: END,
    finished_at: END,
    question_ids: [1],
    answers: {},
    current_index: 0,
    ...overrides,
  };
}

describe('the late-pick rule (120 s of grace)', () => {
  it.each([
    ['picked 10 s before the end, arriving 30 s after it', -10, 30, undefined],
    ['picked at the very end, arriving at the last second of grace', 0, 120, undefined],
    ['picked before the end, arriving a second after the grace', -10, 121, 'arrived-too-late'],
    ['picked after the end', 1, 5, 'picked-after-end'],
  ])('%s', (_case, pickedFromEnd, arrivedFromEnd, refusal) => {
    expect(latePickRefusal(run(), at(pickedFromEnd).toISOString(), at(arrivedFromEnd), 120)).toBe(refusal);
  });

  it('refuses an unstamped pick after the end, as before', () => {
    expect(latePickRefusal(run(), undefined, at(5), 120)).toBe('not-stamped');
  });

  it('takes no late pick on a run the reader finished, nor on an untimed one', () => {
    const finishedEarly = run({ finished_at: at(-60).toISOString() });
    expect(latePickRefusal(finishedEarly, at(-70).toISOString(), at(-50), 120)).toBe('finished-by-reader');
    const untimed = run({ expires_at: null, finished_at: at(0).toISOString() });
    expect(latePickRefusal(untimed, at(-10).toISOString(), at(5), 120)).toBe('finished-by-reader');
  });
});
