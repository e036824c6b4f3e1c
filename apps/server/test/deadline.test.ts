// The deadline of a call to another process (src/deadline.ts): an answer that arrived while this
// process was busy past the deadline still wins; a call that is not answered still runs out of time.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeadline } from '../src/deadline.ts';

// Another process that answers at once, while this one is busy: `cat` echoes its input.
let echo: ReturnType<typeof spawn>;
beforeAll(async () => {
  echo = spawn('cat', { stdio: ['pipe', 'pipe', 'ignore'] });
  await once(echo, 'spawn');
});
afterAll(() => {
  echo.kill();
});

/** Keeps the event loop busy for `ms`, as a crowd of requests does. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // nothing: the loop cannot read its sockets meanwhile
  }
}

/** Sends a line to the echo and races its answer against a deadline of `ms`. */
function call(ms: number, line: string): Promise<'answered' | 'expired'> {
  return new Promise((resolve) => {
    const cancel = startDeadline(ms, () => resolve('expired'));
    const onData = (chunk: Buffer) => {
      if (!chunk.toString().includes(line)) return;
      echo.stdout?.off('data', onData);
      cancel();
      resolve('answered');
    };
    echo.stdout?.on('data', onData);
    echo.stdin?.write(`${line}\n`);
  });
}

describe('a deadline on a call to another process', () => {
  it('lets an answer that came while this process was busy past the deadline win', async () => {
    const answer = call(20, 'busy-1');
    // The echo answers within a millisecond or two; this process looks only after 200 ms, when
    // the timer is due too. A plain timer would run first and fail the call.
    busyFor(200);
    expect(await answer).toBe('answered');
  });

  it('still expires a call that is not answered', async () => {
    let expired = false;
    const started = performance.now();
    await new Promise<void>((resolve) => {
      startDeadline(30, () => {
        expired = true;
        resolve();
      });
    });
    expect(expired).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(29);
  });

  it('never expires once cancelled', async () => {
    let expired = false;
    const cancel = startDeadline(10, () => {
      expired = true;
    });
    cancel();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(expired).toBe(false);
  });
});
