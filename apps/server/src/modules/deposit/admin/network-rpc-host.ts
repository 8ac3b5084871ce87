import { BusinessError } from '../../../lib/errors';
import type { ChainHttpLimits } from '../json-rpc';
import { hasPublicHost } from '../rpc-host';

/**
 * network/save's `rpc_url` must name a public host (every address DNS gives for it): the watcher
 * would otherwise call into the server's own network. CHAIN_RPC_ALLOW_PRIVATE=true allows any
 * (local test chains). The watcher checks again at each connection, whatever DNS says by then.
 */
export async function checkRpcHost(rpcUrl: string | undefined, limits: ChainHttpLimits): Promise<void> {
  const url = rpcUrl?.trim();
  if (!url || limits.allowPrivate || !/^https?:\/\//i.test(url)) return;
  if (!(await hasPublicHost(url))) throw new BusinessError('content_admin.rpc_url_private', { field: 'rpc_url' });
}
