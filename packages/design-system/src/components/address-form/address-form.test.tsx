import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { AddressForm } from '@bazaar/design-system';

const texts = {
  name: 'Addressee',
  mobile: 'Mobile',
  area: 'Area',
  address: 'Detail',
  tag: 'Tag',
  isDefault: 'Default',
  submit: 'Save',
};
const empty = { name: '', mobile: '', area: '', address: '', tag: '', is_default: false };

describe('AddressForm', () => {
  it('labels every field and reports edits', () => {
    const onChange = vi.fn();
    render(
      <AddressForm value={empty} onChange={onChange} onSubmit={() => undefined} texts={texts} tagOptions={['Home']} />,
    );
    fireEvent.change(screen.getByLabelText('Addressee'), { target: { value: 'Ann' } });
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, name: 'Ann' });
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, tag: 'Home' });
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, is_default: true });
  });

  it('submits through onSubmit', () => {
    const onSubmit = vi.fn();
    render(<AddressForm value={empty} onChange={() => undefined} onSubmit={onSubmit} texts={texts} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalled();
  });
});
