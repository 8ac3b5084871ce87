import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from './i18n';
import { OfflineBanner } from './offline-banner';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
};

afterEach(() => vi.restoreAllMocks());

describe('OfflineBanner', () => {
  it('shows while the device is offline, in the shopper language, and goes when it is back', () => {
    render(
      <I18nextProvider i18n={createI18n('ja')}>
        <OfflineBanner />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe('オフラインです。前回表示した内容を表示しています。');
    setOnline(true);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
