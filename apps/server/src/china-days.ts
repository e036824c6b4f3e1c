// Days and periods in Asia/Shanghai (UTC+8 all year, no daylight saving): a day is `YYYY-MM-DD`,
// it starts at 00:00 Beijing time, and a week runs Monday to Sunday.

import type { TaskPeriod } from '@freight/contract/endpoints/loyalty';
import { todayInChina } from '@freight/contract/china-time';

const DAY_MS = 86_400_000;

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of `day`'s week. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The first moment of `day` in Beijing time. */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00+08:00`);
}

/** A task's current period at `now`: its key (the claim's request id), start and end. */
export interface Period {
  /** `task-d-2026-11-25`, `task-w-2026-11-23` (the Monday), `task-once`. */
  key: string;
  /** The first moment counted; null: from the task's start. */
  from: Date | null;
  /** The first moment of the next period; null for a task done once. */
  until: Date | null;
}

export function periodAt(period: TaskPeriod, now: number): Period {
  const today = todayInChina(now);
  switch (period) {
    case 'day':
      return {
        key: `task-d-${today}`,
        from: startOfDay(today),
        until: startOfDay(addDays(today, 1)),
      };
    case 'week': {
      const monday = mondayOf(today);
      return {
        key: `task-w-${monday}`,
        from: startOfDay(monday),
        until: startOfDay(addDays(monday, 7)),
      };
    }
    case 'once':
      return { key: 'task-once', from: null, until: null };
  }
}
