import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

/** Just enough SMTP to accept one message at a time and keep what it received. */
function fakeSmtp(): Promise<{ port: number; received: string[]; close: () => void }> {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 fake\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => server.close() });
    }),
  );
}

const log = pino({ level: 'silent' });
let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
let outboxDir: string;
beforeAll(async () => {
  smtp = await fakeSmtp();
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
});
afterAll(() => {
  smtp.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

describe('mailer', () => {
  const message = { to: 'ann@example.com', subject: 'Your code', text: 'Your verification code is 123456.' };

  it('sends through SMTP when SMTP_URL is set, and writes nothing to the outbox', async () => {
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Bazaar <no-reply@x.io>',
      outboxDir,
      log,
    });
    await mailer.send(message);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('To: ann@example.com');
    expect(smtp.received[0]).toContain('Your verification code is 123456.');
    expect(fs.readdirSync(outboxDir)).toHaveLength(0);
  });

  it('writes an .eml file to the outbox otherwise', async () => {
    const mailer = createMailer({ from: 'Bazaar <no-reply@x.io>', outboxDir, log });
    await mailer.send(message);
    const files = fs.readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const text = fs.readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(text).toContain('To: ann@example.com\nSubject: Your code\n');
    expect(text).toContain('Your verification code is 123456.');
  });
});
