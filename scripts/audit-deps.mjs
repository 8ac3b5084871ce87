// pnpm audit:deps — known high and critical advisories of every installed package (runtime and dev),
// from the npm registry's advisory service. Needs the network, so it is not a step of `npm test`.
// Exit 0: none found. Exit 1: found (the list is printed). Exit 2: the registry did not answer the
// audit request, so nothing was checked (AUDIT_OFFLINE_OK=1 turns that into a warning with exit 0).
import { spawnSync } from 'node:child_process';

const result = spawnSync('pnpm', ['audit', '--audit-level', 'high', ...process.argv.slice(2)], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
process.stdout.write(result.stdout ?? '');
process.stderr.write(result.stderr ?? '');
const output = `${result.stdout}${result.stderr}`;

if (result.status === 0) {
  console.log('audit:deps: no high or critical advisory');
  process.exit(0);
}
if (/ERR_PNPM_AUDIT_BAD_RESPONSE|ERR_PNPM_META_FETCH_FAIL|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN/.test(output)) {
  console.error('audit:deps: the registry did not answer the audit request; the dependencies were NOT checked');
  process.exit(process.env.AUDIT_OFFLINE_OK ? 0 : 2);
}
process.exit(result.status ?? 1);
