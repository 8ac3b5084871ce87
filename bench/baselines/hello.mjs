// The framework baseline: a bare Fastify server with the same Node on the same machine.
// GET /hello answers a tiny JSON, POST /echo sends the JSON body back.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.post('/echo', async (request) => request.body);
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
