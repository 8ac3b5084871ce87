// The chat run's baseline: a bare `ws` server that fans a posted message out to the sockets of its group,
// the least any chat server does (HTTP POST in, JSON out to each socket). GET /hello answers when it is up.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { WebSocketServer } = require('ws');

const groups = new Map();
const wss = new WebSocketServer({ noServer: true });
const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/hello') return res.end('hello');
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    const { group, text } = JSON.parse(body);
    const frame = JSON.stringify({ type: 'message', message: { text } });
    for (const socket of groups.get(group) ?? []) socket.send(frame);
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 1, msg: '', data: { text } }));
  });
});
server.on('upgrade', (req, socket, head) => {
  const group = new URL(req.url, 'http://x').searchParams.get('group');
  wss.handleUpgrade(req, socket, head, (ws) => {
    if (!groups.has(group)) groups.set(group, new Set());
    groups.get(group).add(ws);
    ws.on('close', () => groups.get(group).delete(ws));
  });
});
server.listen(Number(process.env.PORT ?? 3905), '127.0.0.1');
