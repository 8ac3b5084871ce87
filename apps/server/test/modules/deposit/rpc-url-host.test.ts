import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAIN_HTTP_DEFAULTS } from '../../../src/modules/deposit/json-rpc';
import { createAdmin } from '../../helpers/admins';
import { EVM_TOKEN } from '../../helpers/chain/fake-chain';
import { EVM_XPUB } from '../../helpers/chain/watch-fixture';
import { startServer, type TestServer } from '../../helpers/test-server';

let server: TestServer;
let admin: { token: string };

const save = (rpc_url: string, lang = 'en') =>
  server.request('/api/admin/network/save', {
    method: 'POST',
    headers: { token: admin.token, 'Accept-Language': lang },
    json: {
      name: `Watched ${Math.random().toString(36).slice(2, 8)}`,
      address: 'platform',
      min_amount: '1.00',
      address_format: 'evm',
      xpub: EVM_XPUB,
      rpc_url,
      token_contract: EVM_TOKEN,
    },
  });

beforeAll(async () => {
  // As in production: CHAIN_RPC_ALLOW_PRIVATE unset.
  server = await startServer({ config: { chainHttp: CHAIN_HTTP_DEFAULTS } });
  admin = await createAdmin(server.app);
});
afterAll(() => server.close());

describe('network/save’s rpc_url', () => {
  it('is refused on loopback, private and link-local hosts, by address or by name, in the operator’s language', async () => {
    for (const url of [
      'http://127.0.0.1:8545',
      'http://localhost:8545/',
      'http://10.1.2.3/rpc',
      'http://169.254.169.254/latest',
      'http://[::1]:8545',
      'http://[::ffff:192.168.0.1]/',
      'https://no-such-host.invalid/rpc',
    ]) {
      expect((await save(url)).body, url).toMatchObject({
        code: 0,
        msg: 'The RPC host must be a public address: loopback, private and unresolvable hosts are refused',
      });
    }
    expect((await save('http://127.0.0.1:8545', 'ko')).body).toMatchObject({
      code: 0,
      msg: 'RPC 호스트는 공인 주소여야 합니다. 루프백, 사설 및 확인할 수 없는 호스트는 사용할 수 없습니다',
    });
    const stored = await server.app.db.selectFrom('chain_networks').select('id').where('rpc_url', '!=', '').execute();
    expect(stored).toEqual([]);
  });

  it('is taken on a public address', async () => {
    expect((await save('https://1.1.1.1/rpc')).body.code).toBe(1);
  });
});
