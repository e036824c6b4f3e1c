export * from './certificate-expiry.ts';
export * from './field-rules.ts';
export * from './id-card.ts';
export * from './mask.ts';
export * from './person-name.ts';
export * from './plate.ts';
export * from './uploads.ts';
export * from './text.ts';
