import {
  editProfile,
  finishQuizRun,
  getAuthUser,
  getFinishedQuizRuns,
  getNotifications,
  getCourseDetails,
  getProfileCourses,
  getReportCard,
  getSharedReportCard,
  getUserCourseMastery,
  NotFoundError,
  startQuizRun,
  submitQuizRunAnswer,
  UnauthorizedError,
  uploadAvatar,
} from '@shared/api-client';
import { questionById } from '../seed/questions.ts';
import { findQuiz } from '../seed/quizzes.ts';
import { loginWithOtp, validationErrorOf } from './auth-login.ts';
import { startHarness, type Harness } from './harness.ts';

/** A 1×1 transparent PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.token.value = undefined;
});

describe('profile contract', () => {
  it('GET /front/profile/courses lists the started courses with the course page’s mastery, and needs a login', async () => {
    await expect(getProfileCourses()).rejects.toBeInstanceOf(UnauthorizedError);
    await loginWithOtp(harness);
    const { data } = await getProfileCourses();
    expect(data.map((course) => course.slug)).toEqual(['math-grade-9', 'science-grade-9', 'math-grade-8']);
    expect(data[0]).toMatchObject({
      title: 'ریاضی نهم',
      slug: 'math-grade-9',
      last_watched_at: '2024-11-19T16:20:00.000Z',
    });
    expect(data[2]).toMatchObject({ progress_percent: 100 });
    // Every card opens a real course page with the same title, picture and teacher, and the same mastery.
    for (const course of data) {
      const details = (await getCourseDetails(course.slug)).data;
      expect(course).toMatchObject({ id: details.id, title: details.title, image_styles: details.image_styles });
      expect(course.teacher.name).toBe(details.teacher.name);
      const mastery = (await getUserCourseMastery(course.slug)).data;
      expect(course).toMatchObject({
        progress_percent: mastery.mastery_percent,
        completed_contents: mastery.watched_contents,
        contents_count: mastery.total_contents,
      });
    }
  });

  it('GET /front/profile/report-card answers scores per course and per quiz', async () => {
    await loginWithOtp(harness);
    const { data } = await getReportCard();
    expect(data.student.fullName).toBe('سارا محمدی');
    expect(data.courses.map((course) => course.course.slug)).toEqual([
      'math-grade-9',
      'science-grade-9',
      'math-grade-8',
    ]);
    expect(data.courses[0]?.quizzes[0]?.title).toBe('آزمون فصل اول؛ مجموعه‌ها');
    expect(data.courses[2]).toMatchObject({ score: 20, grade_label: 'عالی' });
    expect(data.share_path).toBe(`/profile/report-card/${data.uuid}`);
  });

  it('GET /front/profile/report-card counts the quiz runs a student finished, as the test archive lists them', async () => {
    await loginWithOtp(harness, '09351110001');
    const before = (await getReportCard()).data;
    expect(before.courses).toEqual([]);

    // QZ1001 (ریاضی هفتم, 12 questions): three right answers, the rest left blank.
    const quiz = findQuiz('QZ1001')!;
    const { data: run } = await startQuizRun({ quiz_code: quiz.code });
    for (const questionId of quiz.question_ids.slice(0, 3)) {
      const option = questionById(questionId)!.correct_option_id;
      await submitQuizRunAnswer({ run_id: run.id, question_id: questionId, option_id: option });
    }
    await finishQuizRun({ run_id: run.id });

    const listed = (await getFinishedQuizRuns()).data;
    const card = (await getReportCard()).data;
    expect(card.courses).toHaveLength(1);
    expect(card.courses[0]).toMatchObject({
      course: { title: 'ریاضی هفتم', slug: 'math-grade-7' },
      score: 5,
      max_score: 20,
    });
    expect(card.courses[0]?.quizzes).toEqual([
      expect.objectContaining({
        title: quiz.title,
        score: 5,
        max_score: 20,
        run_id: listed[0]?.id,
        quiz_code: 'QZ1001',
        taken_at: listed[0]?.finished_at,
      }),
    ]);
    expect(card).toMatchObject({ average_score: 5, average_percent: 25, issued_at: listed[0]?.finished_at });

    // The shared link shows the very same card.
    harness.token.value = undefined;
    expect((await getSharedReportCard(card.uuid)).data).toEqual(card);
  });

  it('dates nothing of a new account before it registered: the empty card and the welcome message', async () => {
    const registeredFrom = new Date(Date.now() - 1000).toISOString();
    await loginWithOtp(harness, '09351110002');
    const registeredBy = new Date(Date.now() + 1000).toISOString();
    const { issued_at: issuedAt } = (await getReportCard()).data;
    expect(issuedAt >= registeredFrom && issuedAt <= registeredBy).toBe(true);
    const bell = await getNotifications();
    if (bell.kind !== 'messages') throw new Error('The bell answered text');
    const { messages } = bell;
    expect(messages).toHaveLength(1);
    const createdAt = messages[0]?.created_at ?? '';
    expect(createdAt >= registeredFrom && createdAt <= registeredBy).toBe(true);
    // In this Persian year, as the bell writes it.
    const year = new Intl.DateTimeFormat('fa-IR-u-ca-persian', { year: 'numeric', timeZone: 'Asia/Tehran' }).format(
      new Date(),
    );
    expect(messages[0]!.j_created_at).toContain(year);
  });

  it('GET /front/profile/report-card/{uuid} shows a shared card without a login; an unknown uuid is 404', async () => {
    await loginWithOtp(harness);
    const { uuid } = (await getReportCard()).data;
    harness.token.value = undefined;
    const shared = await getSharedReportCard(uuid);
    expect(shared.data.student.fullName).toBe('سارا محمدی');
    expect(shared.data).not.toHaveProperty('student.mobile');
    await expect(getSharedReportCard('00000000-0000-4000-a000-000000000000')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('POST /front/profile/edit updates the user and answers it', async () => {
    await loginWithOtp(harness, '09351112233');
    const result = await editProfile({
      first_name: 'رضا',
      last_name: 'کاظمی',
      // The same number, in Persian digits; a new one waits for a code (account.contract.test.ts).
      mobile: '۰۹۳۵۱۱۱۲۲۳۳',
      grade_slug: 'grade-11',
      bio: 'به فیزیک علاقه دارم.',
    });
    expect(result.message).toBe('نمایهٔ شما به‌روز شد.');
    expect(result.data).toMatchObject({ fullName: 'رضا کاظمی', grade_name: 'یازدهم', mobile: '09351112233' });
    expect((await getAuthUser()).data.fullName).toBe('رضا کاظمی');
  });

  it('POST /front/profile/edit refuses bad input with Persian field messages', async () => {
    await loginWithOtp(harness, '09351112244');
    const error = await validationErrorOf(
      editProfile({ first_name: 'Reza', last_name: 'ک', email: 'not-an-email', grade_slug: 'grade-99' }),
    );
    expect(error.fields).toEqual({
      first_name: 'نام را با حروف فارسی بنویسید.',
      last_name: 'نام خانوادگی باید دست‌کم ۲ حرف باشد.',
      email: 'نشانی ایمیل معتبر نیست.',
      grade_slug: 'پایهٔ تحصیلی را از فهرست انتخاب کنید.',
    });
    const taken = await validationErrorOf(
      editProfile({ first_name: 'رضا', last_name: 'کاظمی', mobile: '09120000000' }),
    );
    expect(taken.fields.mobile).toBe('این شمارهٔ موبایل برای حساب دیگری ثبت شده است.');
  });

  it('POST /front/profile/media/upload stores the avatar, serves it back and sets it on the user', async () => {
    await loginWithOtp(harness);
    const result = await uploadAvatar(new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
    expect(result.message).toBe('تصویر نمایهٔ شما به‌روز شد.');
    expect(result.data?.user.avatar).toBe(result.data?.avatar);
    const served = await fetch(new URL(result.data?.avatar ?? '', harness.baseUrl));
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
    expect((await getAuthUser()).data.avatar).toBe(result.data?.avatar);
  });

  it('POST /front/profile/media/upload refuses other types and files over the size limit', async () => {
    await loginWithOtp(harness);
    const text = await validationErrorOf(uploadAvatar(new Blob(['سلام'], { type: 'text/plain' }), 'note.txt'));
    expect(text.fields.avatar).toBe('فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.');
    const disguised = await validationErrorOf(uploadAvatar(new Blob(['not a png'], { type: 'image/png' }), 'fake.png'));
    expect(disguised.fields.avatar).toBe('فقط تصویر با قالب PNG، JPEG یا WebP پذیرفته می‌شود.');
    const huge = new Blob([PNG_BYTES, new Uint8Array(3 * 1024 * 1024)], { type: 'image/png' });
    const tooLarge = await validationErrorOf(uploadAvatar(huge, 'huge.png'));
    expect(tooLarge.fields.avatar).toBe('حجم تصویر نباید بیشتر از ۲ مگابایت باشد.');
  });

  it('answers a cut-off upload 400 with a Persian message, never a 500', async () => {
    await loginWithOtp(harness);
    const cut = Buffer.concat([
      Buffer.from(
        '--XX\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n',
      ),
      PNG_BYTES.subarray(0, 20),
    ]);
    const response = await fetch(`${harness.baseUrl}/front/profile/media/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${harness.token.value}`, 'content-type': 'multipart/form-data; boundary=XX' },
      body: cut,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'درخواست نادرست است یا کامل نرسید؛ دوباره بفرستید.' });
  });
});

describe('requests the API cannot read', () => {
  it('answers a JSON body over 1 MB 413, and one that is not JSON 400, each with a Persian message', async () => {
    const post = (body: string) =>
      fetch(`${harness.baseUrl}/front/profile/edit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    const large = await post(JSON.stringify({ name: 'ا'.repeat(1024 * 1024) }));
    expect(large.status).toBe(413);
    expect(await large.json()).toEqual({ message: expect.stringContaining('بزرگ‌تر از حد مجاز') });
    const broken = await post('{"name": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ message: 'درخواست نادرست است یا کامل نرسید؛ دوباره بفرستید.' });
  });
});
