export * from './id-card.ts';
export * from './mask.ts';
export * from './plate.ts';
