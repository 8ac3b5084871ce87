import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import ganache from 'ganache';
import solc from 'solc';

const SOURCE = new URL('./test-usdt.sol', import.meta.url);

/** Compiles test-usdt.sol with solc-js (the npm package bundles the compiler: offline). */
function compileTestUsdt(): string {
  const input = {
    language: 'Solidity',
    sources: { 'test-usdt.sol': { content: fs.readFileSync(SOURCE, 'utf8') } },
    // Ganache 7 runs Shanghai: no newer opcodes.
    settings: { evmVersion: 'shanghai', outputSelection: { '*': { TestUSDT: ['evm.bytecode.object'] } } },
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  return output.contracts['test-usdt.sol']!.TestUSDT!.evm.bytecode.object;
}

const word = (value: bigint | string) =>
  (typeof value === 'string' ? value.replace(/^0x/, '').toLowerCase() : value.toString(16)).padStart(64, '0');

export interface LocalChain {
  url: string;
  token: string;
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>;
  /** A token transfer from the deployer (mined at once, in its own block); its block number. */
  transfer(to: string, units: bigint): Promise<number>;
  mine(blocks: number): Promise<void>;
  head(): Promise<number>;
  close(): Promise<void>;
}

/** A local Ganache chain on a free port with a TestUSDT deployed by its first account. */
export async function startLocalChain(): Promise<LocalChain> {
  const server = ganache.server({
    logging: { quiet: true },
    wallet: { deterministic: true, totalAccounts: 2 },
    chain: { chainId: 1337 },
  });
  await server.listen(0, '127.0.0.1');
  const url = `http://127.0.0.1:${(server as unknown as { address(): AddressInfo }).address().port}`;
  let id = 0;
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    });
    const answer = (await res.json()) as { result?: T; error?: { message: string } };
    if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
    return answer.result as T;
  };
  const [owner] = await rpc<string[]>('eth_accounts');
  const send = async (to: string | undefined, data: string) => {
    const hash = await rpc<string>('eth_sendTransaction', [
      { from: owner, ...(to ? { to } : {}), data, gas: '0x500000' },
    ]);
    const receipt = await rpc<{ status: string; blockNumber: string; contractAddress: string | null }>(
      'eth_getTransactionReceipt',
      [hash],
    );
    if (receipt.status !== '0x1') throw new Error('transaction reverted');
    return receipt;
  };
  const deployed = await send(undefined, `0x${compileTestUsdt()}${word(10n ** 15n)}`);
  const token = deployed.contractAddress!;
  return {
    url,
    token,
    rpc,
    async transfer(to, units) {
      const receipt = await send(token, `0xa9059cbb${word(to)}${word(units)}`);
      return Number(BigInt(receipt.blockNumber));
    },
    async mine(blocks) {
      for (let i = 0; i < blocks; i++) await rpc('evm_mine');
    },
    async head() {
      return Number(BigInt(await rpc<string>('eth_blockNumber')));
    },
    close: () => server.close(),
  };
}
