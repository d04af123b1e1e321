import { description as blog } from '../mf-blog/rspack.config.ts';
import { description as dehkhoda } from '../mf-dehkhoda/rspack.config.ts';
import { description as learn } from '../mf-learn/rspack.config.ts';
import { description as profile } from '../mf-profile/rspack.config.ts';
import { description as quiz } from '../mf-quiz/rspack.config.ts';
import { createMonolithConfig } from '../build/monolith-config.ts';
import { description } from './rspack.config.ts';

/** The shell with every area bundled in (build/monolith-config.ts): the benches' yardstick, never deployed. */
export default () => createMonolithConfig(description, [learn, quiz, dehkhoda, blog, profile]);
