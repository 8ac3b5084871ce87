import fs from 'node:fs';
import path from 'node:path';

/** The messages written to DATA_DIR/outbox for one recipient, oldest first. */
export function outboxFor(dataDir: string, to: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((text) => text.includes(`\nTo: ${to}\n`));
}

/** Waits for the newest emailed code of a recipient (mail leaves in the background). */
export async function waitForCode(dataDir: string, to: string, count = 1): Promise<string> {
  for (let i = 0; i < 100; i += 1) {
    const mails = outboxFor(dataDir, to);
    if (mails.length >= count) return /\b(\d{6})\b/.exec(mails[mails.length - 1]!)![1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail number ${count} for ${to}`);
}
