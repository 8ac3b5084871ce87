import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Dialog } from 'antd-mobile';
import { alertDialog, confirmDialog, enableAntdMobileOnReact19 } from '@bazaar/design-system';

// The app's start-up does this: antd-mobile's imperative dialogs need it on React 19.
beforeAll(enableAntdMobileOnReact19);

afterEach(() => act(() => Dialog.clear()));

describe('confirmDialog', () => {
  it('is named by its question and resolves to the answer', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({ content: 'Remove this address?', confirmText: 'Remove', cancelText: 'Keep' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Remove this address?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(answer).resolves.toBe(true);
  });

  it('takes a label when the content is not text, and resolves false on cancel', async () => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirmDialog({
        label: 'Add a remark',
        content: <textarea aria-label="Remark" />,
        confirmText: 'OK',
        cancelText: 'Cancel',
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add a remark' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('alertDialog', () => {
  it('is named by its text and resolves when closed', async () => {
    let closed = false;
    act(() => {
      void alertDialog({ content: 'Shop approved', confirmText: 'OK' }).then(() => (closed = true));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Shop approved' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(closed).toBe(true));
  });
});
