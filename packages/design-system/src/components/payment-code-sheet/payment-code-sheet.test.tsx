import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PaymentCodeSheet, ThemeProvider, type PaymentCodeSheetProps } from '@bazaar/design-system';

const renderSheet = (props: Partial<PaymentCodeSheetProps>) =>
  render(
    <ThemeProvider>
      <PaymentCodeSheet visible title="Enter code" onClose={vi.fn()} onSubmit={vi.fn()} {...props} />
    </ThemeProvider>,
  );

const type = async (digits: string) => {
  fireEvent.focus(document.querySelector('.adm-passcode-input')!);
  for (const d of digits) {
    await act(async () => fireEvent.click(screen.getByRole('button', { name: d })));
  }
};

describe('PaymentCodeSheet', () => {
  it('submits the six digits typed on the keyboard', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderSheet({ onSubmit, amount: '12.50' });
    expect(screen.getByText('Enter code')).toBeInTheDocument();
    await type('123456');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });

  it('clears the pad after a refused code and shows the error', async () => {
    const onSubmit = vi.fn(() => Promise.reject(new Error('no')));
    renderSheet({ onSubmit, error: 'Wrong code' });
    await type('111111');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong code');
    expect(document.querySelectorAll('.adm-passcode-input-cell-dot')).toHaveLength(0);
  });

  it('closes from the close button', () => {
    const onClose = vi.fn();
    renderSheet({ onClose, closeLabel: 'Shut' });
    fireEvent.click(screen.getByRole('button', { name: 'Shut' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
