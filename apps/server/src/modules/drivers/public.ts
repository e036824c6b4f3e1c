// What other modules may use of the drivers module (docs/decisions/047): the one file of it they
// import.

export { idCardNoOf } from './id-card-vault.ts';
export { loadDriver } from './profile-store.ts';
export { photoKeysOf, photoLinksOf } from './profile.ts';
