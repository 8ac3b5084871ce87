import { isSpanContextValid, trace } from '@opentelemetry/api';

/** The trace id of the span running now, when tracing is on (tracing.ts); undefined otherwise. */
export function currentTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}

/** A pino mixin: every line written inside a traced request carries its trace id. */
export function traceIdMixin(): { trace_id?: string } {
  const id = currentTraceId();
  return id ? { trace_id: id } : {};
}
