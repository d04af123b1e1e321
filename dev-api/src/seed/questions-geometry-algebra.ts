import {
  distinctDistractors,
  fraction,
  fractionChoice,
  generate,
  numberChoice,
  type Candidate,
  type QuestionDraft,
} from './questions-builder.ts';
import type { seededRandom } from './random.ts';

// Generated geometry (grade 8) and quadratic equation (grade 10) questions.
// Some carry a generated figure, as a real question bank's geometry does.

type Random = ReturnType<typeof seededRandom>;

const PYTHAGOREAN_TRIPLES = [
  [3, 4, 5],
  [6, 8, 10],
  [5, 12, 13],
  [8, 15, 17],
  [9, 12, 15],
  [7, 24, 25],
] as const;

function piChoice(multiple: number): Candidate {
  return { key: multiple.toFixed(6), text: `$${multiple}\\pi$` };
}

function areaQuestion(random: Random, index: number): QuestionDraft {
  const kind = index % 4;
  if (kind === 0) {
    const length = random.int(6, 12);
    let width = random.int(3, length - 1);
    // A 6 × 3 rectangle has area and perimeter both 18: no good for telling them apart.
    while (length * width === 2 * (length + width)) width = random.int(3, length - 1);
    const area = length * width;
    return {
      difficulty: 'easy',
      body: `طول مستطیلی $${length}$ سانتی‌متر و عرض آن $${width}$ سانتی‌متر است. مساحت آن چند سانتی‌متر مربع است؟`,
      correct: `$${area}$`,
      distractors: distinctDistractors(numberChoice(area), [
        numberChoice(2 * (length + width)),
        numberChoice(length + width),
        numberChoice(area + width),
        numberChoice(2 * area),
      ]),
      solution: `مساحت مستطیل برابر حاصل‌ضرب طول در عرض است: $S=${length}\\times${width}=${area}\\,\\mathrm{cm^2}$. مساحت را با محیط، $2(${length}+${width})=${2 * (length + width)}$ سانتی‌متر، اشتباه نگیرید.`,
    };
  }
  if (kind === 1) {
    const [legA, legB, hypotenuse] = random.pick(PYTHAGOREAN_TRIPLES);
    return {
      difficulty: 'medium',
      body: `در مثلث قائم‌الزاویهٔ شکل، طول دو ضلع زاویهٔ قائمه $${legA}$ و $${legB}$ سانتی‌متر است. طول وتر چند سانتی‌متر است؟`,
      figure: 'مثلث قائم‌الزاویه',
      correct: `$${hypotenuse}$`,
      distractors: distinctDistractors(numberChoice(hypotenuse), [
        numberChoice(legA + legB),
        numberChoice(hypotenuse + 1),
        numberChoice((legA * legB) / 2),
        numberChoice(hypotenuse + 2),
        numberChoice(legA + legB + hypotenuse),
        numberChoice(2 * hypotenuse),
      ]),
      solution: `طبق قضیهٔ فیثاغورس $c^2=a^2+b^2=${legA ** 2}+${legB ** 2}=${hypotenuse ** 2}$، پس $c=\\sqrt{${hypotenuse ** 2}}=${hypotenuse}$ سانتی‌متر.`,
    };
  }
  if (kind === 2) {
    const radius = random.int(3, 8);
    return {
      difficulty: 'easy',
      body: `مساحت دایرهٔ شکل که شعاع آن $${radius}$ سانتی‌متر است، چند سانتی‌متر مربع است؟`,
      figure: 'دایره و شعاع آن',
      correct: piChoice(radius * radius).text,
      distractors: distinctDistractors(piChoice(radius * radius), [
        piChoice(2 * radius),
        piChoice(4 * radius * radius),
        piChoice(radius),
      ]),
      solution: `مساحت دایره از رابطهٔ $S=\\pi r^2$ به دست می‌آید: $S=\\pi\\times${radius}^2=${radius * radius}\\pi$. رابطهٔ $2\\pi r=${2 * radius}\\pi$ محیط دایره است.`,
    };
  }
  const base = 2 * random.int(2, 7);
  const height = random.int(3, 9);
  const area = (base * height) / 2;
  return {
    difficulty: 'easy',
    body: `قاعدهٔ مثلثی $${base}$ سانتی‌متر و ارتفاع نظیر آن $${height}$ سانتی‌متر است. مساحت مثلث چند سانتی‌متر مربع است؟`,
    correct: `$${area}$`,
    distractors: distinctDistractors(numberChoice(area), [
      numberChoice(base * height),
      numberChoice(base + height),
      numberChoice(area + height),
      numberChoice(area / 2),
    ]),
    solution: `مساحت مثلث نصف حاصل‌ضرب قاعده در ارتفاع است: $S=\\frac{1}{2}\\times${base}\\times${height}=${area}\\,\\mathrm{cm^2}$.`,
  };
}

/** Ten questions on the area of rectangles, triangles and circles and on the Pythagorean theorem. */
export const AREA_QUESTIONS = generate(7104, 10, areaQuestion);

/** LaTeX of $ax^2+bx+c=0$, written as a teacher would (no `1x`, no `+0`). */
export function quadraticTex(a: number, b: number, c: number): string {
  const leading = a === 1 ? 'x^2' : `${a}x^2`;
  const linear = b === 0 ? '' : `${b < 0 ? '-' : '+'}${Math.abs(b) === 1 ? '' : Math.abs(b)}x`;
  const constant = c === 0 ? '' : `${c < 0 ? '-' : '+'}${Math.abs(c)}`;
  return `${leading}${linear}${constant}=0`;
}

function factorTex(root: number): string {
  return root < 0 ? `(x+${-root})` : `(x-${root})`;
}

function rootsChoice(first: number, second: number): Candidate {
  const [low, high] = first < second ? [first, second] : [second, first];
  return { key: `${low},${high}`, text: `$x=${low}$ و $x=${high}$` };
}

function nonZero(random: Random, min: number, max: number): number {
  let value = 0;
  while (value === 0) value = random.int(min, max);
  return value;
}

function quadraticQuestion(random: Random, index: number): QuestionDraft {
  const kind = index % 3;
  if (kind === 0) {
    const first = nonZero(random, -6, 6);
    let second = nonZero(random, -6, 6);
    while (second === first || second === -first) second = nonZero(random, -6, 6);
    const b = -(first + second);
    const c = first * second;
    return {
      difficulty: 'medium',
      body: `ریشه‌های معادلهٔ $${quadraticTex(1, b, c)}$ کدام‌اند؟`,
      correct: rootsChoice(first, second).text,
      distractors: distinctDistractors(rootsChoice(first, second), [
        rootsChoice(-first, -second),
        rootsChoice(first, -second),
        rootsChoice(-first, second),
        rootsChoice(first + 1, second + 1),
      ]),
      solution: `دو عدد می‌خواهیم که حاصل‌ضربشان $${c}$ و مجموعشان $${-b}$ باشد: $${first}$ و $${second}$. پس معادله به شکل $${factorTex(first)}${factorTex(second)}=0$ تجزیه می‌شود و $x=${first}$ یا $x=${second}$.`,
    };
  }
  const a = random.int(2, 5);
  let b = nonZero(random, -9, 9);
  let c = nonZero(random, -9, 9);
  while (b * b - 4 * a * c <= 0) {
    b = nonZero(random, -9, 9);
    c = nonZero(random, -9, 9);
  }
  const equation = quadraticTex(a, b, c);
  const discriminant = b * b - 4 * a * c;
  if (kind === 1) {
    const asksProduct = index % 2 === 1;
    const answer = asksProduct ? fraction(c, a) : fraction(-b, a);
    const formula = asksProduct ? 'P=\\frac{c}{a}' : 'S=-\\frac{b}{a}';
    return {
      difficulty: 'hard',
      body: `${asksProduct ? 'حاصل‌ضرب' : 'مجموع'} ریشه‌های معادلهٔ $${equation}$ کدام است؟`,
      correct: fractionChoice(answer).text,
      distractors: distinctDistractors(fractionChoice(answer), [
        fractionChoice(fraction(-answer.numerator, answer.denominator)),
        fractionChoice(asksProduct ? fraction(-b, a) : fraction(c, a)),
        fractionChoice(fraction(asksProduct ? c : -b, 1)),
        fractionChoice(fraction(asksProduct ? -b : c, a + 1)),
        fractionChoice(fraction(answer.numerator + answer.denominator, answer.denominator)),
      ]),
      solution: `ابتدا مطمئن می‌شویم معادله ریشهٔ حقیقی دارد: $\\Delta=b^2-4ac=${discriminant}>0$. در معادلهٔ $ax^2+bx+c=0$ ${asksProduct ? 'حاصل‌ضرب' : 'مجموع'} ریشه‌ها $${formula}$ است؛ اینجا $a=${a}$، $b=${b}$ و $c=${c}$، پس جواب $${fractionChoice(answer).text.slice(1, -1)}$ است.`,
    };
  }
  const fourAc = 4 * a * c;
  return {
    difficulty: 'medium',
    body: `مُمَیِّز ($\\Delta$) معادلهٔ $${equation}$ چند است؟`,
    correct: `$${discriminant}$`,
    distractors: distinctDistractors(numberChoice(discriminant), [
      numberChoice(b * b + fourAc),
      numberChoice(b * b - 2 * a * c),
      numberChoice(-discriminant),
      numberChoice(b - fourAc),
    ]),
    solution: `$\\Delta=b^2-4ac=(${b})^2-4\\times${a}\\times(${c})=${b * b}-(${fourAc})=${discriminant}$. چون $\\Delta>0$ است، معادله دو ریشهٔ حقیقی متمایز دارد.`,
  };
}

/** Twelve questions on the roots, the sum and product of roots and the discriminant of quadratics. */
export const QUADRATIC_QUESTIONS = generate(7105, 12, quadraticQuestion);
