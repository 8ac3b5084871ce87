import { createContext, useContext, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { BazaarClient } from '@bazaar/api-client';
import type { FirstData } from '@bazaar/contract';
import { FirstDataProvider } from './first-data';

const ApiContext = createContext<BazaarClient | null>(null);

/** What `ApiProvider` gives the features: the storefront's API client and, on a prerendered page, its first data. */
export interface ApiProviderProps {
  client: BazaarClient;
  /** The data a prerendered page's HTML carries (readFirstData): the first render shows it instead of skeletons. */
  firstData?: FirstData;
  children: ReactNode;
}

/** Gives every feature the storefront's API client and one SWR configuration. */
export function ApiProvider({ client, firstData, children }: ApiProviderProps) {
  return (
    <ApiContext.Provider value={client}>
      <SWRConfig value={{ revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true }}>
        <FirstDataProvider value={firstData}>{children}</FirstDataProvider>
      </SWRConfig>
    </ApiContext.Provider>
  );
}

/** The storefront's API client, from the nearest `ApiProvider` (throws outside one). */
export function useApi(): BazaarClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi must be used inside <ApiProvider>');
  return client;
}
