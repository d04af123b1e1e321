import { DEFAULT_GRADES } from './global-data.ts';
import { questionsOfTopic } from './questions.ts';
import { TOPIC_CATALOGUE } from './topics-catalogue.ts';

/** A topic of the question bank as lists and search show it. */
export interface Topic {
  name: string;
  slug: string;
  question_count: number;
  subject: { name: string; slug: string };
  grade: { name: string; slug: string };
}

function grade(slug: string) {
  return DEFAULT_GRADES.find((entry) => entry.slug === slug) ?? DEFAULT_GRADES[0]!;
}

/**
 * Every topic of the question bank with its question count. The question
 * bank page lists them, and topic search (`GET /front/search/topics`) searches them.
 */
export const TOPICS: readonly Topic[] = TOPIC_CATALOGUE.map((entry) => ({
  name: entry.name,
  slug: entry.slug,
  question_count: questionsOfTopic(entry.slug).length,
  subject: entry.subject,
  grade: grade(entry.grade_slug),
}));

/** A topic by slug, or undefined. */
export function topicBySlug(slug: string): Topic | undefined {
  return TOPICS.find((topic) => topic.slug === slug);
}
