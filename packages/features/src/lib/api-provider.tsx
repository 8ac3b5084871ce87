import { createContext, useContext, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { BazaarClient } from '@bazaar/api-client';

const ApiContext = createContext<BazaarClient | null>(null);

export interface ApiProviderProps {
  client: BazaarClient;
  children: ReactNode;
}

/** Gives every feature the storefront's API client and one SWR configuration. */
export function ApiProvider({ client, children }: ApiProviderProps) {
  return (
    <ApiContext.Provider value={client}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}>
        {children}
      </SWRConfig>
    </ApiContext.Provider>
  );
}

export function useApi(): BazaarClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
