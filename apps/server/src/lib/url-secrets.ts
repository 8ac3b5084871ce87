import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: the shop's quick-login link (`?token=…`), and codes sent by mistake. */
const SECRET_PARAMS = /([?&](?:token|paypwd|password|pay_password)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced, for logs and traces. */
export function withoutSecrets(url: string): string {
  return url.includes('=') ? url.replace(SECRET_PARAMS, '$1[redacted]') : url;
}

/** Fastify's request serializer, with the URL's secrets taken out. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
