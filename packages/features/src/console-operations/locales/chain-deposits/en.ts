/**
 * Strings of the top-up audits' "Chain deposits" view (what the chain watcher saw) and of recharges the
 * watcher passed. They join the `console` namespace: `status` merges with the console's, the rest is
 * under `deposits`. English is the reference.
 */
export const en = {
  status: {
    below_min: 'Below minimum',
    seen: 'Confirming',
    credited: 'Credited',
    dropped: 'Dropped',
  },
  deposits: {
    views: 'Top-ups to show',
    audits: 'Audits',
    chain: 'Chain deposits',
    network: 'Network',
    allNetworks: 'All networks',
    search: 'Shopper id, transaction or address',
    received: 'Received',
    tooLarge: 'Too large to credit automatically',
    toAddress: 'Their address',
    from: 'Sent from',
    transaction: 'Transaction',
    block: 'Block',
    topUp: 'Top-up',
    belowMinHint: 'Below the network’s minimum: recorded, not credited. Settle it by hand.',
    passedBy: 'Passed by',
    watcher: 'Chain watcher',
  },
};
