// What every part of reading the environment shares (config.ts, config-sms.ts, config-s3.ts): the
// error a start refuses with, and what an empty variable means. A file of its own so the parts
// import it rather than each other.

/** Thrown for a configuration the server must not start with; its message is meant for operators. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** `PORT=` in a shell or a .env file means "not set", not "the empty string". */
export const unset = (value: unknown) => (value === '' ? undefined : value);
