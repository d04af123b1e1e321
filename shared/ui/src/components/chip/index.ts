export * from './Chip.tsx';
