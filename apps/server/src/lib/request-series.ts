import type { Metric, Registry } from 'prom-client';

/** A sample as prom-client's registry writes it: `labels` first, then the series' `sharedLabels`. */
interface Sample {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
  sharedLabels?: Record<string, string>;
}

/** One (method, route, status) series: plain numbers, read only when scraped. */
class Series {
  readonly labels: { method: string; route: string; status: string };
  readonly status: number;
  count = 0;
  sum = 0;
  /** Observations per bucket, not cumulative; the last one is above every bound. */
  readonly buckets: Float64Array;

  constructor(method: string, route: string, status: number, bucketCount: number) {
    this.labels = { method, route, status: String(status) };
    this.status = status;
    this.buckets = new Float64Array(bucketCount + 1);
  }
}

/** A route's series, found by identity on every answer; a route answers with few statuses. */
type RouteSeries = Series[];

/** The key for answers of no route (a route's config is absent only there). */
const NO_ROUTE = {};

/**
 * The HTTP request counter and duration histogram, recorded without prom-client on the request path: each
 * answer finds its series by the route's config object (one per route, so no label hashing) and a linear scan
 * of that route's few statuses, then adds to plain numbers. prom-client reads them only when scraped, through
 * two registry entries that write exactly what a prom-client Counter and Histogram with these labels write.
 */
export class RequestSeries {
  private readonly byRoute = new WeakMap<object, RouteSeries>();
  /** Every series once, by its labels (two routes' configs may share a pattern, e.g. the 404 handlers). */
  private readonly byLabels = new Map<string, Series>();

  constructor(private readonly bounds: readonly number[]) {}

  /** An answer: `config` is the route's (its `url` the pattern), `seconds` the time to answer. */
  record(config: { url?: string } | undefined, method: string, status: number, seconds: number): void {
    const key = config ?? NO_ROUTE;
    let route = this.byRoute.get(key);
    if (route === undefined) {
      route = [];
      this.byRoute.set(key, route);
    }
    let series: Series | undefined;
    for (let i = 0; i < route.length; i++) {
      const s = route[i]!;
      if (s.labels.method === method && s.status === status) {
        series = s;
        break;
      }
    }
    if (series === undefined) series = this.add(route, config?.url ?? 'unmatched', method, status);
    series.count++;
    series.sum += seconds;
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && seconds > bounds[i]!) i++;
    series.buckets[i]!++;
  }

  private add(route: RouteSeries, pattern: string, method: string, status: number): Series {
    const id = `${method} ${status} ${pattern}`;
    let series = this.byLabels.get(id);
    if (series === undefined) {
      series = new Series(method, pattern, status, this.bounds.length);
      this.byLabels.set(id, series);
    }
    route.push(series);
    return series;
  }

  /** Registers the counter and the histogram under these names. */
  register(registry: Registry, counter: { name: string; help: string }, histogram: { name: string; help: string }) {
    registry.registerMetric(this.entry(counter, 'counter', () => this.counterValues()));
    registry.registerMetric(this.entry(histogram, 'histogram', () => this.histogramValues(histogram.name)));
  }

  private entry(meta: { name: string; help: string }, type: string, values: () => Sample[]): Metric<string> {
    const read = () => ({ ...meta, type, aggregator: 'sum', values: values() });
    const entry = {
      ...meta,
      type,
      aggregator: 'sum',
      getForPromString: async () => read(),
      // The JSON form carries every label in `labels`, as prom-client's own `get()` does.
      get: async () => {
        const data = read();
        return {
          ...data,
          values: data.values.map(({ sharedLabels, ...v }) => ({ ...v, labels: { ...v.labels, ...sharedLabels } })),
        };
      },
      reset: () => this.reset(),
    };
    return entry as unknown as Metric<string>;
  }

  private reset(): void {
    for (const series of this.byLabels.values()) {
      series.count = 0;
      series.sum = 0;
      series.buckets.fill(0);
    }
  }

  private counterValues(): Sample[] {
    return [...this.byLabels.values()].map((s) => ({ labels: { ...s.labels }, value: s.count }));
  }

  /** prom-client's histogram lines: cumulative buckets, `+Inf`, sum and count, the series' labels shared. */
  private histogramValues(name: string): Sample[] {
    const values: Sample[] = [];
    for (const s of this.byLabels.values()) {
      const sharedLabels = s.labels;
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += s.buckets[i]!;
        values.push({ labels: { le }, value: cumulative, metricName: `${name}_bucket`, sharedLabels });
      });
      values.push(
        { labels: { le: '+Inf' }, value: s.count, metricName: `${name}_bucket`, sharedLabels },
        { labels: {}, value: s.sum, metricName: `${name}_sum`, sharedLabels },
        { labels: {}, value: s.count, metricName: `${name}_count`, sharedLabels },
      );
    }
    return values;
  }
}
