import { useMemo, useRef } from 'react';
import { newRequestId } from '@/lib/request/request-id';

// The idempotency key of sending a form (the contract's `requestId`). It stays the same while what
// is sent stays the same, so a tap again after a lost answer (a tunnel, a dropped 4G), even after
// the page was reloaded, repeats the first send on the server instead of storing it twice; once
// the person changes the form, it is a new send with a new key. Kept for the tab, beside the
// form's draft (use-session-draft.ts), and forgotten once the form has been sent.

const PREFIX = 'fy-send:';

interface Stored {
  /** What was sent under the key, as JSON. */
  content: string;
  key: string;
}

function isStored(value: unknown): value is Stored {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Stored).content === 'string' &&
    typeof (value as Stored).key === 'string'
  );
}

export interface SendKey {
  /** The key to send `content` with: the last one if it was sent with the same content. */
  for: (content: unknown) => string;
  /** The form was sent: its next content is a new send. */
  forget: () => void;
}

export function useSendKey(form: string): SendKey {
  // Storage blocked or full: the key lives as long as the page.
  const memory = useRef<Stored | null>(null);
  return useMemo(() => {
    const name = PREFIX + form;
    const read = (): Stored | null => {
      try {
        const stored: unknown = JSON.parse(sessionStorage.getItem(name) ?? 'null');
        return isStored(stored) ? stored : memory.current;
      } catch {
        return memory.current;
      }
    };
    return {
      for: (content) => {
        const json = JSON.stringify(content);
        const last = read();
        if (last?.content === json) return last.key;
        const next = { content: json, key: newRequestId() };
        memory.current = next;
        try {
          sessionStorage.setItem(name, JSON.stringify(next));
        } catch {
          // kept in memory above
        }
        return next.key;
      },
      forget: () => {
        memory.current = null;
        try {
          sessionStorage.removeItem(name);
        } catch {
          // nothing stored
        }
      },
    };
  }, [form]);
}
