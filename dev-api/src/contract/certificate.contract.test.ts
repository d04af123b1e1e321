import {
  getCertificate,
  getCertificates,
  getCourseDetails,
  NotFoundError,
  setUserWatchProgress,
  UnauthorizedError,
} from '@shared/api-client';
import { loginWithOtp } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.token.value = undefined;
});

describe('certificate contract', () => {
  it('GET /front/profile/certificates lists the demo student’s certificate with its date and a stable number', async () => {
    await expect(getCertificates()).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const { data } = await getCertificates();
    expect(data).toEqual([
      {
        number: expect.stringMatching(/^DS-\d{4}-[0-9A-F]{8}$/),
        student: { fullName: 'سارا محمدی' },
        course: { title: 'ریاضی هشتم', slug: 'math-grade-8', teacher: expect.any(String), grade: 'هشتم' },
        // When the last video of the seeded history was watched.
        issued_at: '2024-11-02T10:40:00.000Z',
      },
    ]);
    expect((await getCertificates()).data[0]?.number).toBe(data[0]?.number);

    // Its page is open to anyone with the number; an unknown number is 404.
    harness.token.value = undefined;
    expect((await getCertificate(data[0]!.number)).data).toEqual(data[0]);
    await expect(getCertificate('DS-0001-00000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('is earned by the seconds played: a course skimmed to each video’s end earns none, one watched through earns one', async () => {
    await loginWithOtp(harness, '09351119001');
    const course = (await getCourseDetails('math-grade-7')).data;
    const videos = course.sections.flatMap((section) => section.contents.filter((content) => content.type === 'video'));
    for (const video of videos)
      await setUserWatchProgress({ id: video.id, watched_seconds: 24, total_seconds: 24, played: '0-1' });
    expect((await getCertificates()).data).toEqual([]);

    const before = new Date().toISOString();
    for (const video of videos)
      await setUserWatchProgress({ id: video.id, watched_seconds: 24, total_seconds: 24, played: '0-24' });
    const [certificate] = (await getCertificates()).data;
    expect(certificate).toMatchObject({ course: { slug: 'math-grade-7' } });
    expect(certificate!.issued_at >= before).toBe(true);

    // Watching a video again later moves neither the date nor the number.
    await setUserWatchProgress({ id: videos[0]!.id, watched_seconds: 5, total_seconds: 24, played: '0-5' });
    expect((await getCertificates()).data[0]).toEqual(certificate);
  });
});
