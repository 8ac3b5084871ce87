import parsePrometheusTextFormat, { type PrometheusFamily } from 'parse-prometheus-text-format';

/** The metric name of a sample line: `name{labels} value` or `name value`. */
const nameOf = (line: string) => line.split(/[{ ]/, 1)[0]!;

/**
 * A scrape read as Prometheus reads it: parse-prometheus-text-format, whose sample-line parser is the official
 * Python client's, refuses a malformed line (it throws). It merges a histogram's labelled series into one sample
 * (its `flattenMetrics` keeps only `le`), so histograms are checked for their type and not read further. Every
 * other family must hold one sample per line sent: a line the parser skipped, or a label set written twice
 * (which Prometheus refuses), is an error here rather than a silent gap.
 */
export function parseScrape(text: string): PrometheusFamily[] {
  const families = parsePrometheusTextFormat(text);
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  for (const family of families) {
    if (family.type === 'HISTOGRAM') continue;
    const sent = lines.filter((line) => nameOf(line) === family.name).length;
    if (family.metrics.length !== sent)
      throw new Error(`${family.name}: ${sent} lines sent, ${family.metrics.length} read`);
  }
  const histograms = families.filter((f) => f.type === 'HISTOGRAM').map((f) => f.name);
  const known = new Set(families.map((f) => f.name));
  const stray = lines.filter((line) => {
    const name = nameOf(line);
    return !known.has(name) && !histograms.some((h) => [`${h}_bucket`, `${h}_sum`, `${h}_count`].includes(name));
  });
  if (stray.length) throw new Error(`lines of no family: ${stray.slice(0, 3).join(' | ')}`);
  return families;
}

const matches = (labels: Record<string, string> | undefined, wanted: Record<string, string>) =>
  Object.entries(wanted).every(([name, value]) => labels?.[name] === value);

/**
 * The value of a counter or gauge sample with these labels (summed over the others); 0 when no sample has them
 * yet (prom-client writes a labelled series from its first increment).
 */
export function sampleValue(families: PrometheusFamily[], name: string, labels: Record<string, string> = {}): number {
  const family = families.find((f) => f.name === name);
  if (!family) throw new Error(`no family ${name} in the scrape`);
  if (family.type === 'HISTOGRAM') throw new Error(`${name} is a histogram: its labelled series are not read`);
  return family.metrics.filter((m) => matches(m.labels, labels)).reduce((sum, m) => sum + Number(m.value), 0);
}
