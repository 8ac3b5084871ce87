import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { enableAntdMobileOnReact19, Toast } from '@bazaar/design-system';

enableAntdMobileOnReact19();
afterEach(async () => {
  Toast.clear();
  await waitFor(() => expect(document.querySelector('.adm-toast-main')).toBeNull());
});

describe('Toast (antd-mobile, loaded at first use)', () => {
  it('shows a toast asked for before it has loaded', async () => {
    Toast.show({ content: 'Saved' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('keeps the order of calls: the later toast replaces the earlier', async () => {
    Toast.show('First');
    Toast.show('Second');
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).toBeNull();
  });

  it('draws nothing for a handler closed before its toast was drawn', async () => {
    const handler = Toast.show({ content: 'Never', duration: 0 });
    handler.close();
    await Toast.preload();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText('Never')).toBeNull();
  });

  it('closes a drawn toast through its handler', async () => {
    const handler = Toast.show({ content: 'Working', duration: 0 });
    expect(await screen.findByText('Working')).toBeInTheDocument();
    handler.close();
    await waitFor(() => expect(screen.queryByText('Working')).toBeNull());
  });

  it("leaves the toast that replaced a handler's own: a loading toast closed after the call shows its outcome", async () => {
    const loading = Toast.show({ content: 'Loading…', duration: 0 });
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    Toast.show({ content: 'Added to your bag', duration: 0 });
    expect(await screen.findByText('Added to your bag')).toBeInTheDocument();
    loading.close();
    // Longer than a closing toast takes to fade out.
    await new Promise((r) => setTimeout(r, 600));
    expect(screen.getByText('Added to your bag')).toBeInTheDocument();
  });

  it('applies a configuration given before loading', async () => {
    Toast.config({ maskClickable: false });
    Toast.show({ content: 'Masked' });
    await screen.findByText('Masked');
    // maskClickable false: the mask catches taps (antd-mobile sets pointer-events on it).
    const mask = document.querySelector<HTMLElement>('.adm-toast-mask');
    expect(mask?.style.pointerEvents).not.toBe('none');
    Toast.config({ maskClickable: true });
  });
});
