export * from './Avatar.tsx';
export { initialsOf } from './initials.ts';
