import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

type Leveled = FastifyRequest['server']['log'] & { isLevelEnabled?(level: string): boolean };

/**
 * The request log in one line per answered request: `request completed` (or `request errored`)
 * with the request id, the request (method, url, host, address, port) and the answer (status,
 * response time), the fields of Fastify's own two lines (`incoming request`, then
 * `request completed`) in one. Fastify writes each of its two through the request's child
 * logger (a pino child made for the request); this writes once, through the root logger, with the
 * id as a field. Nothing is built when info lines are off (LOG_LEVEL=warn).
 */
export class OneLineRequestLog extends LogController {
  /**
   * Called once for every answered request before its line is written, whatever the log level: the metrics
   * record there, which spares every request an onResponse hook.
   */
  onCompleted: ((request: FastifyRequest, reply: FastifyReply) => void) | undefined;

  override incomingRequest(): void {
    // The completed line carries the request's fields.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    this.onCompleted?.(request, reply);
    if (this.isLogDisabled(request)) return;
    const log = request.server.log as Leveled;
    if (!error && log.isLevelEnabled?.('info') === false) return;
    const fields = { [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) log.error({ ...fields, err: error }, 'request errored');
    else log.info(fields, 'request completed');
  }
}
