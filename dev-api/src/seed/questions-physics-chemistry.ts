import { distinctDistractors, generate, numberChoice, type QuestionDraft } from './questions-builder.ts';
import type { seededRandom } from './random.ts';

// Generated physics (grade 9 science) and chemistry (grade 10) calculation
// questions, with SI units written in LaTeX.

type Random = ReturnType<typeof seededRandom>;

function kinematicsQuestion(random: Random, index: number): QuestionDraft {
  const kind = index % 3;
  if (kind === 0) {
    const speed = 10 * random.int(4, 9);
    const hours = random.int(2, 4);
    const distance = speed * hours;
    return {
      difficulty: 'easy',
      body: `خودرویی مسافت $${distance}$ کیلومتر را در مدت $${hours}$ ساعت می‌پیماید. تندی متوسط آن چند کیلومتر بر ساعت است؟`,
      correct: `$${speed}$`,
      distractors: distinctDistractors(numberChoice(speed), [
        numberChoice(distance * hours),
        numberChoice(speed + 10),
        numberChoice(speed / 2),
        numberChoice(distance - hours),
      ]),
      solution: `تندی متوسط برابر مسافت پیموده‌شده تقسیم بر زمان است: $\\bar{v}=\\frac{d}{t}=\\frac{${distance}}{${hours}}=${speed}\\,\\mathrm{km/h}$.`,
    };
  }
  if (kind === 1) {
    const acceleration = random.int(2, 5);
    const seconds = 2 * random.int(1, 3);
    const displacement = (acceleration * seconds * seconds) / 2;
    return {
      difficulty: 'medium',
      body: `متحرکی از حال سکون با شتاب ثابت $${acceleration}\\,\\mathrm{m/s^2}$ روی خط راست به حرکت درمی‌آید. جابه‌جایی آن در $${seconds}$ ثانیهٔ اول چند متر است؟`,
      correct: `$${displacement}$`,
      distractors: distinctDistractors(numberChoice(displacement), [
        numberChoice(acceleration * seconds * seconds),
        numberChoice(acceleration * seconds),
        numberChoice(displacement / 2),
        numberChoice(displacement + acceleration),
      ]),
      solution: `برای حرکت با شتاب ثابت از حال سکون: $\\Delta x=\\frac{1}{2}at^2=\\frac{1}{2}\\times${acceleration}\\times${seconds}^2=${displacement}\\,\\mathrm{m}$.`,
    };
  }
  const initial = random.pick([2, 5, 10]);
  const acceleration = random.int(2, 3);
  const seconds = random.int(3, 5);
  const final = initial + acceleration * seconds;
  return {
    difficulty: 'medium',
    body: `متحرکی با سرعت اولیهٔ $${initial}\\,\\mathrm{m/s}$ و شتاب ثابت $${acceleration}\\,\\mathrm{m/s^2}$ حرکت می‌کند. سرعت آن پس از $${seconds}$ ثانیه چند متر بر ثانیه است؟`,
    correct: `$${final}$`,
    distractors: distinctDistractors(numberChoice(final), [
      numberChoice(acceleration * seconds),
      numberChoice(initial + acceleration + seconds),
      numberChoice(initial * acceleration * seconds),
      numberChoice(final + acceleration),
    ]),
    solution: `در حرکت با شتاب ثابت $v=v_0+at=${initial}+${acceleration}\\times${seconds}=${final}\\,\\mathrm{m/s}$.`,
  };
}

/** Eight questions on average speed and uniformly accelerated motion. */
export const KINEMATICS_QUESTIONS = generate(7106, 8, kinematicsQuestion);

/** Resistor pairs whose parallel resistance is a whole number of ohms. */
const RESISTOR_PAIRS = [
  [3, 6],
  [4, 12],
  [6, 12],
  [10, 15],
  [20, 30],
] as const;

function electricQuestion(random: Random, index: number): QuestionDraft {
  const kind = index % 4;
  if (kind === 0) {
    const resistance = random.pick([2, 4, 5, 10, 20]);
    const current = random.int(2, 5);
    const voltage = current * resistance;
    return {
      difficulty: 'easy',
      body: `دو سر مقاومتی $${resistance}$ اهمی به اختلاف پتانسیل $${voltage}$ ولت وصل است. جریانی که از آن می‌گذرد چند آمپر است؟`,
      correct: `$${current}$`,
      distractors: distinctDistractors(numberChoice(current), [
        numberChoice(voltage * resistance),
        numberChoice(voltage + resistance),
        numberChoice(current + 1),
        numberChoice(current * 2),
      ]),
      solution: `طبق قانون اهم $V=RI$، پس $I=\\frac{V}{R}=\\frac{${voltage}}{${resistance}}=${current}\\,\\mathrm{A}$.`,
    };
  }
  const [first, second] = random.pick(RESISTOR_PAIRS);
  const series = first + second;
  const parallel = (first * second) / (first + second);
  if (kind === 1 || kind === 2) {
    const inSeries = kind === 1;
    const answer = inSeries ? series : parallel;
    return {
      difficulty: inSeries ? 'easy' : 'medium',
      body: `دو مقاومت $${first}\\,\\Omega$ و $${second}\\,\\Omega$ به‌طور ${inSeries ? 'متوالی' : 'موازی'} به هم بسته شده‌اند. مقاومت معادل آن‌ها چند اهم است؟`,
      correct: `$${answer}$`,
      distractors: distinctDistractors(numberChoice(answer), [
        numberChoice(inSeries ? parallel : series),
        numberChoice(first * second),
        numberChoice(second - first),
        numberChoice(answer + 1),
      ]),
      solution: inSeries
        ? `در اتصال متوالی مقاومت‌ها با هم جمع می‌شوند: $R_{eq}=R_1+R_2=${first}+${second}=${series}\\,\\Omega$.`
        : `در اتصال موازی $\\frac{1}{R_{eq}}=\\frac{1}{R_1}+\\frac{1}{R_2}$، پس $R_{eq}=\\frac{R_1R_2}{R_1+R_2}=\\frac{${first}\\times${second}}{${first}+${second}}=${parallel}\\,\\Omega$. مقاومت معادل موازی همیشه از کوچک‌ترین مقاومت کمتر است.`,
    };
  }
  const voltage = random.pick([6, 12, 24]);
  const current = random.int(2, 4);
  const power = voltage * current;
  return {
    difficulty: 'easy',
    body: `لامپی با ولتاژ $${voltage}\\,\\mathrm{V}$ کار می‌کند و جریان $${current}\\,\\mathrm{A}$ از آن می‌گذرد. توان مصرفی لامپ چند وات است؟`,
    correct: `$${power}$`,
    distractors: distinctDistractors(numberChoice(power), [
      numberChoice(voltage / current),
      numberChoice(voltage + current),
      numberChoice(2 * power),
      numberChoice(power - current),
    ]),
    solution: `توان الکتریکی $P=VI=${voltage}\\times${current}=${power}\\,\\mathrm{W}$.`,
  };
}

/** Eight questions on Ohm's law, series and parallel resistors and electric power. */
export const ELECTRIC_QUESTIONS = generate(7107, 8, electricQuestion);

const ATOMIC_MASSES = { H: 1, C: 12, N: 14, O: 16, Na: 23, Mg: 24, Ca: 40 } as const;
type Element = keyof typeof ATOMIC_MASSES;

/** Compounds of the grade 10 chemistry book: Persian name, LaTeX formula, atoms and counts. */
const COMPOUNDS: { name: string; formula: string; atoms: [Element, number][] }[] = [
  {
    name: 'آب',
    formula: '\\mathrm{H_2O}',
    atoms: [
      ['H', 2],
      ['O', 1],
    ],
  },
  {
    name: 'کربن دی‌اکسید',
    formula: '\\mathrm{CO_2}',
    atoms: [
      ['C', 1],
      ['O', 2],
    ],
  },
  {
    name: 'متان',
    formula: '\\mathrm{CH_4}',
    atoms: [
      ['C', 1],
      ['H', 4],
    ],
  },
  {
    name: 'آمونیاک',
    formula: '\\mathrm{NH_3}',
    atoms: [
      ['N', 1],
      ['H', 3],
    ],
  },
  {
    name: 'کلسیم کربنات',
    formula: '\\mathrm{CaCO_3}',
    atoms: [
      ['Ca', 1],
      ['C', 1],
      ['O', 3],
    ],
  },
  {
    name: 'سدیم هیدروکسید',
    formula: '\\mathrm{NaOH}',
    atoms: [
      ['Na', 1],
      ['O', 1],
      ['H', 1],
    ],
  },
  {
    name: 'منیزیم اکسید',
    formula: '\\mathrm{MgO}',
    atoms: [
      ['Mg', 1],
      ['O', 1],
    ],
  },
];

function molarMass(atoms: [Element, number][]): number {
  return atoms.reduce((sum, [element, count]) => sum + ATOMIC_MASSES[element] * count, 0);
}

function molarMassWorking(atoms: [Element, number][]): string {
  return atoms
    .map(([element, count]) => (count === 1 ? `${ATOMIC_MASSES[element]}` : `${count}\\times${ATOMIC_MASSES[element]}`))
    .join('+');
}

function atomicMassHint(atoms: [Element, number][]): string {
  const pairs = atoms.map(([element]) => `\\mathrm{${element}}=${ATOMIC_MASSES[element]}`).join(',\\ ');
  return `(جرم اتمی‌ها به گرم بر مول: $${pairs}$)`;
}

function moleQuestion(random: Random, index: number): QuestionDraft {
  // Shifted so the molar mass questions (the last three) get compounds whose formulas have subscripts.
  const compound = COMPOUNDS[(index + 2) % COMPOUNDS.length]!;
  const mass = molarMass(compound.atoms);
  const working = molarMassWorking(compound.atoms);
  if (index < 5) {
    const moles = random.int(2, 5);
    const grams = moles * mass;
    return {
      difficulty: 'medium',
      body: `$${grams}$ گرم ${compound.name} ($${compound.formula}$) چند مول است؟ ${atomicMassHint(compound.atoms)}`,
      correct: `$${moles}$`,
      distractors: distinctDistractors(numberChoice(moles), [
        numberChoice(moles + 1),
        numberChoice(moles * 2),
        numberChoice(moles / 2),
        numberChoice(grams * mass),
      ]),
      solution: `جرم مولی ${compound.name}: $M=${working}=${mass}\\,\\mathrm{g\\,mol^{-1}}$. تعداد مول‌ها: $n=\\frac{m}{M}=\\frac{${grams}}{${mass}}=${moles}\\,\\mathrm{mol}$.`,
    };
  }
  const ignoringCounts = compound.atoms.reduce((sum, [element]) => sum + ATOMIC_MASSES[element], 0);
  return {
    difficulty: 'easy',
    body: `جرم مولی ${compound.name} ($${compound.formula}$) چند گرم بر مول است؟ ${atomicMassHint(compound.atoms)}`,
    correct: `$${mass}$`,
    distractors: distinctDistractors(numberChoice(mass), [
      numberChoice(ignoringCounts),
      numberChoice(mass + 16),
      numberChoice(mass * 2),
      numberChoice(mass - 1),
    ]),
    solution: `جرم مولی برابر مجموع جرم اتم‌های سازنده با در نظر گرفتن شمار هر اتم است: $M=${working}=${mass}\\,\\mathrm{g\\,mol^{-1}}$.`,
  };
}

/** Eight questions on molar mass and converting grams to moles. */
export const MOLE_QUESTIONS = generate(7108, 8, moleQuestion);
