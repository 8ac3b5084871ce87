import { createContext, useContext, type ReactNode } from 'react';
import { FIRST_DATA_ELEMENT_ID, FIRST_PICTURE_ATTRIBUTE, type FirstData } from '@bazaar/contract';
import { markImageLoaded } from '@bazaar/design-system';

const FirstDataContext = createContext<FirstData | undefined>(undefined);

/**
 * The first data a prerendered page's HTML carries (`<script type="application/json" id="bz-first-data">`,
 * written by the server for visitors), or undefined when there is none or it does not parse.
 */
export function readFirstData(doc: Document = document): FirstData | undefined {
  const text = doc.getElementById(FIRST_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as FirstData;
    return typeof parsed?.lang === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The pictures the server drew into a prerendered page (`<img data-first-picture>`) that have loaded: the
 * screen that replaces the page shows them at once instead of fading them in again. Call before the first render.
 */
export function keepFirstPictures(doc: Document = document): void {
  doc.querySelectorAll<HTMLImageElement>(`img[${FIRST_PICTURE_ATTRIBUTE}]`).forEach((img) => {
    const src = img.getAttribute('src');
    if (src && img.complete && img.naturalWidth > 0) markImageLoaded(src);
  });
}

export function FirstDataProvider({ value, children }: { value?: FirstData; children: ReactNode }) {
  return <FirstDataContext.Provider value={value}>{children}</FirstDataContext.Provider>;
}

/**
 * One part of the page's first data, for a hook's SWR `fallbackData`: only in the language it was written
 * in (a shopper who has switched asks afresh). The hook still revalidates it in the background.
 */
export function useFirstData<K extends Exclude<keyof FirstData, 'lang'>>(part: K, lang: string): FirstData[K] {
  const first = useContext(FirstDataContext);
  return first?.lang === lang ? first[part] : undefined;
}

/**
 * SWR counts fallback data as not loaded (`isLoading` stays true while it revalidates); for a screen the
 * page's first data is loaded, so it draws the page instead of its skeleton.
 *
 * The response is not copied: SWR re-renders a component only for the states it has read, through
 * getters, and a copy would read them all (a page re-rendered as each revalidation starts and ends,
 * with nothing new to draw). The answer inherits SWR's getters and adds its own `isLoading`.
 */
export function withFirstData<R extends { data?: unknown; isLoading: boolean }>(response: R, fallbackData: unknown): R {
  if (fallbackData === undefined) return response;
  return Object.create(response, {
    isLoading: { get: () => response.data !== fallbackData && response.isLoading, enumerable: true },
  }) as R;
}
