// What the server measures for Prometheus (docs/decisions/035-metrics.md), exposed at GET /metrics
// by plugins/metrics.ts. One registry per process, as Prometheus clients do: the layers that count
// (the database pool, the Redis connection, the SMS senders, the campaign attempts) run below any
// Fastify app and import the counters from here. Labels are few and bounded: route patterns and
// endpoint names (never a URL as sent, an id or a user's data), methods, statuses, providers,
// outcomes and campaign slugs (campaigns are few).
//
// The one count on every request (HTTP) is kept in plain numbers by route and method (~0.1 µs a
// request against ~1.3 µs for prom-client's labelled histogram and counter, which hash their
// labels on every call) and read into the registry only when it is scraped.

import { collectDefaultMetrics, Counter, Gauge, type Metric, Registry } from 'prom-client';

export const registry = new Registry();

let defaultsOn = false;
/**
 * prom-client's process and Node.js figures (CPU, memory, file descriptors, heap spaces, GC, event
 * loop lag and its percentiles): once per process, when the first app mounts /metrics.
 */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters, which Prometheus's lint refuses: each is the sum of the gauge by
  // type beside it (nodejs_active_handles{type}, …), which stays.
  for (const name of [
    'nodejs_active_handles_total',
    'nodejs_active_requests_total',
    'nodejs_active_resources_total',
  ]) {
    registry.removeSingleMetric(name);
  }
}

// ---- HTTP ---------------------------------------------------------------------------------------

/**
 * Request durations' bucket bounds in seconds: the database deadline (1.5 s, ADR 010) is one, so
 * the answers it cut short stand apart.
 */
export const DURATION_BUCKETS = [
  0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 1.5, 2.5, 5, 10,
] as const;

/** One route and method's answers: a histogram of durations and a count per status. */
interface HttpSeries {
  readonly labels: { route: string; method: string };
  /** Answers per bucket (not cumulative), the last one above every bound. */
  readonly buckets: Float64Array;
  sum: number;
  count: number;
  readonly statuses: Map<number, number>;
}

const httpSeries = new Map<string, HttpSeries>();
// A route's series by its context's config object (one per route and method; the not-found
// handler's is shared by every method), so that a request finds its series without building a key.
const seriesByRoute = new WeakMap<object, Map<string, HttpSeries>>();

function newSeries(route: string, method: string): HttpSeries {
  const key = `${method} ${route}`;
  let series = httpSeries.get(key);
  if (!series) {
    series = {
      labels: { route, method },
      buckets: new Float64Array(DURATION_BUCKETS.length + 1),
      sum: 0,
      count: 0,
      statuses: new Map(),
    };
    httpSeries.set(key, series);
  }
  return series;
}

/**
 * Counts one answer. `routeConfig` is the route's config object (its identity keys the cache);
 * `route` names it, and is called once per route and method.
 */
export function recordHttpAnswer(
  routeConfig: object,
  route: () => string,
  method: string,
  status: number,
  seconds: number,
): void {
  let byMethod = seriesByRoute.get(routeConfig);
  if (!byMethod) {
    byMethod = new Map();
    seriesByRoute.set(routeConfig, byMethod);
  }
  let series = byMethod.get(method);
  if (!series) {
    series = newSeries(route(), method);
    byMethod.set(method, series);
  }
  let bucket = 0;
  while (bucket < DURATION_BUCKETS.length && seconds > (DURATION_BUCKETS[bucket] as number)) {
    bucket += 1;
  }
  series.buckets[bucket] = (series.buckets[bucket] ?? 0) + 1;
  series.sum += seconds;
  series.count += 1;
  series.statuses.set(status, (series.statuses.get(status) ?? 0) + 1);
}

// The histogram is read straight from the series in the shape the registry formats (what
// prom-client's own Histogram gives it): cumulative buckets with `le`, +Inf, sum and count, the
// series' labels shared by its lines. The registry asks any metric for `get()`.
const HTTP_DURATION = 'freight_http_request_duration_seconds';
const HTTP_DURATION_HELP =
  'Time from the request to its answer, by route (pattern or endpoint name) and method.';

interface ExposedValue {
  metricName: string;
  labels: Record<string, string>;
  sharedLabels: HttpSeries['labels'];
  value: number;
}

const httpDuration = {
  name: HTTP_DURATION,
  help: HTTP_DURATION_HELP,
  type: 'histogram',
  aggregator: 'sum',
  async get() {
    const values: ExposedValue[] = [];
    for (const series of httpSeries.values()) {
      const line = (suffix: string, labels: Record<string, string>, value: number) =>
        values.push({
          metricName: `${HTTP_DURATION}_${suffix}`,
          labels,
          sharedLabels: series.labels,
          value,
        });
      let cumulative = 0;
      DURATION_BUCKETS.forEach((bound, index) => {
        cumulative += series.buckets[index] ?? 0;
        line('bucket', { le: String(bound) }, cumulative);
      });
      line('bucket', { le: '+Inf' }, series.count);
      line('sum', {}, series.sum);
      line('count', {}, series.count);
    }
    return {
      name: HTTP_DURATION,
      help: HTTP_DURATION_HELP,
      type: 'histogram',
      values,
      aggregator: 'sum',
    };
  },
  reset() {
    httpSeries.clear();
  },
};
registry.registerMetric(httpDuration as unknown as Metric);

new Counter({
  name: 'freight_http_requests_total',
  help: 'Answers by route (pattern or endpoint name), method and HTTP status.',
  labelNames: ['route', 'method', 'status'],
  registers: [registry],
  collect() {
    this.reset();
    for (const { labels, statuses } of httpSeries.values()) {
      for (const [status, count] of statuses) this.inc({ ...labels, status }, count);
    }
  },
});

// ---- Database (ADR 010) -------------------------------------------------------------------------

let dbCallsInFlight = 0;

export const dbMetrics = {
  /**
   * PostgreSQL: calls (statements outside a transaction, and transactions) issued while as many
   * were already running as the pool has connections: the call queued, or went down a connection
   * behind another. Waits count against the call's deadline.
   */
  poolWaits: new Counter({
    name: 'freight_db_pool_waits_total',
    help: 'PostgreSQL calls issued while every connection of the pool was busy (they waited).',
    registers: [registry],
  }),
  /** Calls that ran out of their deadline (DB_QUERY_TIMEOUT_MS): the 503s of ADR 010. */
  deadlineHits: new Counter({
    name: 'freight_db_deadline_hits_total',
    help: 'Database calls cancelled at their deadline (DB_QUERY_TIMEOUT_MS); each a 503.',
    registers: [registry],
  }),
  /** Failed calls: `unavailable` (down, too slow, refused: db/errors.ts), `query` (the rest). */
  errors: new Counter({
    name: 'freight_db_errors_total',
    help: 'Failed database calls: unavailable (down, too slow, cancelled) or query (any other).',
    labelNames: ['kind'],
    registers: [registry],
  }),
  /** One more call in flight; returns the count before it (pool waits compare it to the size). */
  callStarted(): number {
    dbCallsInFlight += 1;
    return dbCallsInFlight - 1;
  },
  callEnded(): void {
    dbCallsInFlight -= 1;
  },
};

new Gauge({
  name: 'freight_db_calls_in_flight',
  help: 'PostgreSQL calls (statements outside a transaction, and transactions) running now.',
  registers: [registry],
  collect() {
    this.set(dbCallsInFlight);
  },
});

// ---- Answers of 503 -----------------------------------------------------------------------------

/** 503 answers because a shared dependency was down or too slow (plugins/error-handler.ts). */
export const unavailableAnswers = new Counter({
  name: 'freight_unavailable_answers_total',
  help: 'Requests answered 503 because the database or Redis was down or too slow.',
  labelNames: ['dependency'],
  registers: [registry],
});

// ---- Redis (ADR 018) ----------------------------------------------------------------------------

/**
 * Redis failures: `connection` (the client lost its connection or failed to reconnect, one per
 * error event), `timeout` (a command past its deadline), `unavailable` (a command refused while
 * down or not ready), `command` (any other failed command).
 */
export const redisErrors = new Counter({
  name: 'freight_redis_errors_total',
  help: 'Redis failures: connection, timeout, unavailable (down or not ready), command (other).',
  labelNames: ['kind'],
  registers: [registry],
});

// ---- Campaigns (ADR 015) ------------------------------------------------------------------------

export const campaignMetrics = {
  /** Attempts that counted (draws, sign-ins and tasks, grabs, gift packs); repeats are not. */
  attempts: new Counter({
    name: 'freight_campaign_attempts_total',
    help: 'Campaign attempts that counted (a repeated request id is not counted again).',
    labelNames: ['campaign', 'kind'],
    registers: [registry],
  }),
  /** Prizes given: a won draw, a chosen tier, a confirmed grab, a gift pack. */
  grants: new Counter({
    name: 'freight_campaign_grants_total',
    help: 'Campaign prizes given: won draws, rewards, confirmed grabs, gift packs.',
    labelNames: ['campaign', 'kind'],
    registers: [registry],
  }),
  /**
   * A unit asked for when none was left: a SOLD_OUT answer, or a draw (or reward) that fell to
   * another tier because the one drawn was out of stock.
   */
  soldOuts: new Counter({
    name: 'freight_campaign_sold_outs_total',
    help: 'Campaign units asked for when none was left (SOLD_OUT, or a draw that fell back).',
    labelNames: ['campaign', 'kind'],
    registers: [registry],
  }),
};

// ---- SMS (ADR 033) ------------------------------------------------------------------------------

/**
 * Messages by provider (`tencent`, `aliyun`, `outbox`, `none`), template kind (`loginShipper`,
 * `loginDriver`, `notice`) and outcome: `sent`, `refused_<kind>` (the provider's refusal:
 * number_limit, number_rejected, unavailable, auth, unknown), `timeout` (no answer in time; it may
 * still arrive), `failed` (no readable answer, unreachable), `unconfigured` (no provider: 503).
 */
export const smsMessages = new Counter({
  name: 'freight_sms_messages_total',
  help: 'SMS messages by provider, template kind and outcome (sent, refused_*, timeout, failed).',
  labelNames: ['provider', 'template', 'outcome'],
  registers: [registry],
});

/** The exposition of everything above, in Prometheus's text format. */
export function metricsText(): Promise<string> {
  return registry.metrics();
}

export const METRICS_CONTENT_TYPE = registry.contentType;
