import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast } from '@bazaar/design-system';
import { act, renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { ApiError } from '@bazaar/api-client';
import { createI18n } from './i18n';
import { useSubmit } from './use-submit';

const i18n = createI18n('en');
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('useSubmit', () => {
  const close = vi.fn();
  beforeEach(() => {
    close.mockClear();
    vi.spyOn(Toast, 'show').mockReturnValue({ close });
  });

  it('runs one call at a time and returns its answer', async () => {
    const { result } = renderHook(() => useSubmit(), { wrapper });
    let finish: (v: string) => void = () => undefined;
    const action = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    let first: Promise<string | undefined> = Promise.resolve(undefined);
    act(() => {
      first = result.current.run(action);
    });
    expect(result.current.busy).toBe(true);
    // The loading toast has no timeout (docs/product.md#errors-and-toasts) and goes when the answer comes.
    expect(Toast.show).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', duration: 0 }));
    expect(close).not.toHaveBeenCalled();
    expect(await result.current.run(action)).toBeUndefined(); // a second tap while busy does nothing
    expect(action).toHaveBeenCalledOnce();
    await act(async () => finish('done'));
    expect(await first).toBe('done');
    expect(close).toHaveBeenCalledOnce();
    expect(result.current.busy).toBe(false);
  });

  it('resolves a refused call to undefined and rethrows anything else', async () => {
    const { result } = renderHook(() => useSubmit(), { wrapper });
    const refused = new ApiError({ code: 0, msg: 'no', kind: 'business' });
    await act(async () => expect(await result.current.run(() => Promise.reject(refused))).toBeUndefined());
    await act(async () => {
      await expect(result.current.run(() => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    });
  });
});
