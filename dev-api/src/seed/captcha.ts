import { seededRandom } from './random.ts';

/** How long a captcha may be answered after it was issued. */
export const CAPTCHA_LIFETIME_MS = 10 * 60 * 1000;

/** A captcha question and its answer. */
export interface CaptchaQuestion {
  question: string;
  /** The sum as an SVG data URL, for forms that show a picture. */
  image: string;
  answer: number;
}

const OPERATIONS = [
  { word: 'به‌علاوهٔ', sign: '+', apply: (a: number, b: number) => a + b },
  { word: 'منهای', sign: '−', apply: (a: number, b: number) => a - b },
  { word: 'ضرب در', sign: '×', apply: (a: number, b: number) => a * b },
] as const;

function persian(value: number): string {
  return String(value).replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));
}

function keySeed(key: string): number {
  return [...key].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 17);
}

function drawSum(text: string, seed: number): string {
  const random = seededRandom(seed);
  const noise = Array.from({ length: 5 }, () => {
    const [x1, y1, x2, y2] = [random.int(0, 200), random.int(0, 60), random.int(0, 200), random.int(0, 60)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#94a3b8" stroke-width="1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="200" height="60" fill="#f1f5f9"/>${noise}<text x="100" y="40" font-family="Vazirmatn, Tahoma, sans-serif" font-size="28" fill="#1e293b" text-anchor="middle" direction="rtl">${text}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/**
 * The question a captcha key stands for. It is derived from the key alone,
 * so the dev API keeps no captcha state and the same key always asks the same.
 */
export function captchaQuestion(key: string): CaptchaQuestion {
  const seed = keySeed(key);
  const random = seededRandom(seed);
  const operation = random.pick(OPERATIONS);
  const first = random.int(2, 9);
  // Subtraction keeps the answer positive; the others may take any small number.
  const second = operation.sign === '−' ? random.int(1, first - 1) : random.int(2, 9);
  return {
    question: `${persian(first)} ${operation.word} ${persian(second)} چند می‌شود؟`,
    image: drawSum(`${persian(first)} ${operation.sign} ${persian(second)} = ؟`, seed),
    answer: operation.apply(first, second),
  };
}
