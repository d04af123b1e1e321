/** What the event archive offers the rest of the profile: the student's activity in date order. */
export { activityTimeline } from './utils/activity-timeline.ts';
