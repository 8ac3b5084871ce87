/** What names a chain to the watcher: a network row's RPC URL and token contract. */
export interface ChainSource {
  address_format: string;
  rpc_url: string;
  token_contract: string;
}

/** The RPC URL as one endpoint: host in lower case, no default port, no trailing slash or fragment. */
export function normalizedRpcUrl(text: string): string {
  try {
    const url = new URL(text.trim());
    url.hash = '';
    const path = url.pathname.replace(/\/+$/, '');
    return `${url.protocol}//${url.host}${path}${url.search}`;
  } catch {
    return text.trim();
  }
}

/**
 * The chain a transfer is on, as the watcher reads it: two network rows with the same endpoint and
 * contract see the same transfers, which must credit once (chain_deposits is unique on this key,
 * the transaction hash and the log index). Migration 0019b copies this to fill existing rows.
 */
export function chainKey(n: ChainSource): string {
  const contract = n.address_format === 'tron' ? n.token_contract.trim() : n.token_contract.trim().toLowerCase();
  return `${normalizedRpcUrl(n.rpc_url)} ${contract}`;
}
