// The app's log lines, kept for a test to read: `logger: { level: 'info', stream: logs.stream }`,
// then `logs.text()`.

import { Writable } from 'node:stream';

export function captureLogs() {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  return { stream, text: () => text };
}
