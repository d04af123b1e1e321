import { accountEndpoints } from './account.ts';
import { authEndpoints } from './auth.ts';
import { blogEndpoints } from './blog.ts';
import { certificateEndpoints } from './certificates.ts';
import { chatEndpoints, chatStream } from './chat.ts';
import { contactEndpoints } from './contact.ts';
import { courseEndpoints } from './course.ts';
import { dehkhodaEndpoints } from './dehkhoda.ts';
import { educationEndpoints } from './education.ts';
import { favoriteEndpoints } from './favorites.ts';
import { feedbackEndpoints } from './feedback.ts';
import { homeEndpoints } from './home.ts';
import { notificationEndpoints } from './notifications.ts';
import { profileEndpoints } from './profile.ts';
import { questionEndpoints } from './question.ts';
import { quizEndpoints } from './quiz.ts';
import { searchEndpoints } from './search.ts';
import { shortLinkEndpoints } from './short-link.ts';
import { simpleblockEndpoints } from './simpleblock.ts';
import { sponsorEndpoints } from './sponsor.ts';
import { utilsEndpoints } from './utils.ts';
import { watchEndpoints } from './watch.ts';

/**
 * Every call of the API, by domain: the descriptions the client calls through and the dev API serves
 * through. The dev API's tests check it serves exactly these (no path on one side only). The chat's event
 * stream is in the list by its method and path; it answers events, not JSON.
 */
export const API_ENDPOINTS = {
  account: accountEndpoints,
  auth: authEndpoints,
  blog: blogEndpoints,
  certificate: certificateEndpoints,
  chat: { ...chatEndpoints, stream: chatStream },
  contact: contactEndpoints,
  course: courseEndpoints,
  dehkhoda: dehkhodaEndpoints,
  education: educationEndpoints,
  favorite: favoriteEndpoints,
  feedback: feedbackEndpoints,
  home: homeEndpoints,
  notification: notificationEndpoints,
  profile: profileEndpoints,
  question: questionEndpoints,
  quiz: quizEndpoints,
  search: searchEndpoints,
  shortLink: shortLinkEndpoints,
  simpleblock: simpleblockEndpoints,
  sponsor: sponsorEndpoints,
  utils: utilsEndpoints,
  watch: watchEndpoints,
};
