import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@bazaar/features/lib';
import { shouldRegister, offerUpdate } from './service-worker';
import { UpdatePrompt } from './update-prompt';

describe('shouldRegister', () => {
  const base = { production: true, supported: true, automated: false, wanted: false };

  it('registers in a production build of a browser that has service workers', () => {
    expect(shouldRegister(base)).toBe(true);
    expect(shouldRegister({ ...base, production: false })).toBe(false);
    expect(shouldRegister({ ...base, supported: false })).toBe(false);
  });

  it('stays away from browser tests unless the test asks for it', () => {
    expect(shouldRegister({ ...base, automated: true })).toBe(false);
    expect(shouldRegister({ ...base, automated: true, wanted: true })).toBe(true);
  });
});

describe('UpdatePrompt', () => {
  it('asks once a new version waits, and applies it only when the shopper agrees', () => {
    render(
      <I18nextProvider i18n={createI18n('ko')}>
        <UpdatePrompt />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    const apply = vi.fn(() => Promise.resolve());
    act(() => offerUpdate(apply));
    expect(screen.getByRole('status').textContent).toContain('Bazaar 새 버전을 사용할 수 있습니다.');
    expect(apply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
