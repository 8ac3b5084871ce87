import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormField, FormPage } from '@bazaar/design-system';

describe('FormPage', () => {
  it('labels its fields and submits without navigating', () => {
    const onSubmit = vi.fn();
    render(
      <FormPage heading="Sign in" onSubmit={onSubmit} actions={<button type="submit">Go</button>}>
        <FormField label="Account" htmlFor="acc">
          <input id="acc" />
        </FormField>
      </FormPage>,
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(fireEvent.submit(screen.getByLabelText('Account').closest('form')!)).toBe(false); // default prevented
  });

  it('leaves out the header when there is neither heading nor description', () => {
    const { container } = render(<FormPage>fields</FormPage>);
    expect(container.querySelector('.bz-form-page__header')).toBeNull();
  });
});
