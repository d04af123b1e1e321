import {
  distinctDistractors,
  fraction,
  fractionChoice,
  gcd,
  fractionTex,
  generate,
  numberChoice,
  type Candidate,
  type Fraction,
  type QuestionDraft,
} from './questions-builder.ts';
import type { seededRandom } from './random.ts';

// Generated arithmetic questions (grades 7 and 8). Every answer is computed,
// and the wrong choices are the mistakes students really make.

type Random = ReturnType<typeof seededRandom>;

/** A proper fraction already in lowest terms, as a textbook would print it. */
function properFraction(random: Random, denominator: number): number {
  let numerator = random.int(1, denominator - 1);
  while (gcd(numerator, denominator) !== 1) numerator = random.int(1, denominator - 1);
  return numerator;
}

function twoFractions(random: Random) {
  const b = random.int(2, 9);
  let d = random.int(2, 9);
  while (d === b) d = random.int(2, 9);
  return { a: properFraction(random, b), b, c: properFraction(random, d), d };
}

function reductionNote(raw: Fraction, reduced: Fraction): string {
  if (raw.numerator === reduced.numerator && raw.denominator === reduced.denominator) return '';
  const divisor = raw.denominator / reduced.denominator;
  return ` با تقسیم صورت و مخرج بر $${divisor}$ به $${fractionTex(reduced)}$ می‌رسیم.`;
}

function fractionQuestion(random: Random, index: number): QuestionDraft {
  const { a, b, c, d } = twoFractions(random);
  const left = `\\frac{${a}}{${b}}`;
  const right = `\\frac{${c}}{${d}}`;
  const sum = fraction(a * d + c * b, b * d);
  const product = fraction(a * c, b * d);
  const quotient = fraction(a * d, b * c);
  const mediant = fraction(a + c, b + d);
  if (index % 3 === 0) {
    const common = (b * d) / gcd(b, d);
    const raw = { numerator: a * (common / b) + c * (common / d), denominator: common };
    return {
      difficulty: 'easy',
      body: `حاصل $${left}+${right}$ کدام است؟`,
      correct: fractionChoice(sum).text,
      distractors: distinctDistractors(fractionChoice(sum), [
        fractionChoice(mediant),
        fractionChoice(product),
        fractionChoice(fraction(a + c, b * d)),
        fractionChoice(fraction(sum.numerator + 1, sum.denominator)),
      ]),
      solution: `کوچک‌ترین مخرج مشترک دو کسر $${common}$ است: $${left}+${right}=\\frac{${a * (common / b)}}{${common}}+\\frac{${c * (common / d)}}{${common}}=\\frac{${raw.numerator}}{${raw.denominator}}$.${reductionNote(raw, sum)} دقت کنید که صورت‌ها و مخرج‌ها را جداگانه با هم جمع نمی‌کنیم.`,
    };
  }
  if (index % 3 === 1) {
    const raw = { numerator: a * c, denominator: b * d };
    return {
      difficulty: 'easy',
      body: `حاصل $${left}\\times${right}$ کدام است؟`,
      correct: fractionChoice(product).text,
      distractors: distinctDistractors(fractionChoice(product), [
        fractionChoice(quotient),
        fractionChoice(sum),
        fractionChoice(fraction(a * c, b + d)),
        fractionChoice(mediant),
      ]),
      solution: `در ضرب کسرها صورت‌ها را در هم و مخرج‌ها را در هم ضرب می‌کنیم: $${left}\\times${right}=\\frac{${a}\\times${c}}{${b}\\times${d}}=\\frac{${raw.numerator}}{${raw.denominator}}$.${reductionNote(raw, product)}`,
    };
  }
  const raw = { numerator: a * d, denominator: b * c };
  return {
    difficulty: 'medium',
    body: `حاصل $${left}\\div${right}$ کدام است؟`,
    correct: fractionChoice(quotient).text,
    distractors: distinctDistractors(fractionChoice(quotient), [
      fractionChoice(product),
      fractionChoice(fraction(b * c, a * d)),
      fractionChoice(sum),
      fractionChoice(mediant),
    ]),
    solution: `تقسیم بر یک کسر یعنی ضرب در معکوس آن: $${left}\\div${right}=\\frac{${a}}{${b}}\\times\\frac{${d}}{${c}}=\\frac{${raw.numerator}}{${raw.denominator}}$.${reductionNote(raw, quotient)}`,
  };
}

/** Ten questions on adding, multiplying and dividing fractions. */
export const FRACTION_QUESTIONS = generate(7101, 10, fractionQuestion);

/** A power as a choice; equal values (such as $4^{2}$ and $2^{4}$) share a key. */
function powerChoice(base: number, exponent: number): Candidate {
  return { key: (base ** exponent).toExponential(8), text: `$${base}^{${exponent}}$` };
}

function powerQuestion(random: Random, index: number): QuestionDraft {
  const base = random.pick([2, 3, 5]);
  if (index % 3 === 0) {
    const m = random.int(2, 5);
    const n = random.int(2, 5);
    const correct = powerChoice(base, m + n);
    return {
      difficulty: 'easy',
      body: `حاصل $${base}^{${m}}\\times${base}^{${n}}$ برابر کدام است؟`,
      correct: correct.text,
      distractors: distinctDistractors(correct, [
        powerChoice(base, m * n),
        powerChoice(base * base, m + n),
        powerChoice(base, Math.abs(m - n) || m + n + 1),
        powerChoice(base, m + n + 1),
        powerChoice(base, m + n - 1),
        powerChoice(2 * base, m + n),
      ]),
      solution: `در ضرب توان‌های هم‌پایه، پایه را می‌نویسیم و توان‌ها را با هم جمع می‌کنیم: $${base}^{${m}}\\times${base}^{${n}}=${base}^{${m}+${n}}=${base}^{${m + n}}$. توان‌ها فقط در توانِ توان در هم ضرب می‌شوند.`,
    };
  }
  if (index % 3 === 1) {
    const difference = random.int(2, 3);
    const n = random.int(2, 4);
    const m = n + difference;
    const value = base ** difference;
    return {
      difficulty: 'medium',
      body: `حاصل $\\frac{${base}^{${m}}}{${base}^{${n}}}$ کدام است؟`,
      correct: `$${value}$`,
      distractors: distinctDistractors(numberChoice(value), [
        numberChoice(difference),
        numberChoice(base * difference),
        numberChoice(base ** (difference + 1)),
        numberChoice(base ** (m + n)),
      ]),
      solution: `در تقسیم توان‌های هم‌پایه، توان مخرج از توان صورت کم می‌شود: $\\frac{${base}^{${m}}}{${base}^{${n}}}=${base}^{${m}-${n}}=${base}^{${difference}}=${value}$.`,
    };
  }
  const inside = random.pick([2, 3, 5, 6, 7]);
  const outside = random.int(2, 5);
  const radicand = outside * outside * inside;
  const rootChoice = (coefficient: number, under: number) => ({
    key: (coefficient * Math.sqrt(under)).toFixed(6),
    text: coefficient === 1 ? `$\\sqrt{${under}}$` : `$${coefficient}\\sqrt{${under}}$`,
  });
  const correct = rootChoice(outside, inside);
  return {
    difficulty: 'medium',
    body: `سادهٔ عبارت $\\sqrt{${radicand}}$ کدام است؟`,
    correct: correct.text,
    distractors: distinctDistractors(correct, [
      rootChoice(inside, outside),
      rootChoice(outside * outside, inside),
      rootChoice(outside + 1, inside),
      rootChoice(outside - 1, inside),
    ]),
    solution: `عدد زیر رادیکال را به حاصل‌ضرب یک مربع کامل و یک عدد دیگر می‌شکنیم: $${radicand}=${outside * outside}\\times${inside}$، پس $\\sqrt{${radicand}}=\\sqrt{${outside * outside}}\\times\\sqrt{${inside}}=${outside}\\sqrt{${inside}}$.`,
  };
}

/** Ten questions on powers with the same base and on simplifying square roots. */
export const POWER_QUESTIONS = generate(7102, 10, powerQuestion);

function percentQuestion(random: Random, index: number): QuestionDraft {
  if (index % 3 === 0) {
    const percent = random.pick([10, 15, 20, 25, 30, 40, 60, 75]);
    const whole = 40 * random.int(2, 12);
    const part = (percent * whole) / 100;
    return {
      difficulty: 'easy',
      body: `$${percent}$ درصدِ عدد $${whole}$ چند است؟`,
      correct: `$${part}$`,
      distractors: distinctDistractors(numberChoice(part), [
        numberChoice(part * 10),
        numberChoice(whole - part),
        numberChoice(part + percent),
        numberChoice(part * 2),
      ]),
      solution: `$${percent}$ درصد یعنی $\\frac{${percent}}{100}$ از کل: $\\frac{${percent}}{100}\\times${whole}=\\frac{${percent * whole}}{100}=${part}$.`,
    };
  }
  if (index % 3 === 1) {
    const percent = random.pick([10, 15, 20, 25, 30, 40]);
    const price = 40 * random.int(3, 15);
    const discount = (percent * price) / 100;
    const final = price - discount;
    return {
      difficulty: 'medium',
      body: `قیمت یک کتاب $${price}$ هزار تومان است. اگر با $${percent}$ درصد تخفیف فروخته شود، قیمت نهایی آن چند هزار تومان است؟`,
      correct: `$${final}$`,
      distractors: distinctDistractors(numberChoice(final), [
        numberChoice(discount),
        numberChoice(price - percent),
        numberChoice(price + discount),
        numberChoice(final - discount),
      ]),
      solution: `مقدار تخفیف $\\frac{${percent}}{100}\\times${price}=${discount}$ هزار تومان است؛ پس قیمت نهایی $${price}-${discount}=${final}$ هزار تومان می‌شود.`,
    };
  }
  const kilos = random.int(2, 4);
  const unitPrice = random.pick([30, 45, 60, 80]);
  let asked = random.int(5, 9);
  if (asked === kilos) asked += 1;
  const total = kilos * unitPrice;
  const answer = asked * unitPrice;
  return {
    difficulty: 'easy',
    body: `اگر $${kilos}$ کیلوگرم سیب $${total}$ هزار تومان باشد، $${asked}$ کیلوگرم از همان سیب چند هزار تومان است؟`,
    correct: `$${answer}$`,
    distractors: distinctDistractors(numberChoice(answer), [
      numberChoice(total * asked),
      numberChoice(total + asked),
      numberChoice(unitPrice * (asked - 1)),
      numberChoice(unitPrice * (asked + 1)),
    ]),
    solution: `قیمت و وزن با هم متناسب‌اند. قیمت یک کیلوگرم $\\frac{${total}}{${kilos}}=${unitPrice}$ هزار تومان است؛ پس $${asked}$ کیلوگرم $${asked}\\times${unitPrice}=${answer}$ هزار تومان می‌شود.`,
  };
}

/** Ten questions on percentages, discounts and direct proportion. */
export const PERCENT_QUESTIONS = generate(7103, 10, percentQuestion);
