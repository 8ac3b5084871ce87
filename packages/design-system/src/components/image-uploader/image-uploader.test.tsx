import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ImageUploader } from '@bazaar/design-system';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('ImageUploader', () => {
  it('uploads each picked file through `upload`, never past max', async () => {
    const upload = vi.fn(async (f: File) => `/uploads/${f.name}`);
    const onChange = vi.fn();
    const { container } = render(
      <ImageUploader
        value={['/uploads/a.png']}
        onChange={onChange}
        upload={upload}
        max={2}
        addLabel="Add"
        uploadingText="…"
      />,
    );
    const input = container.querySelector('input[type=file]')!;
    fireEvent.change(input, { target: { files: [file('b.png'), file('c.png')] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['/uploads/a.png', '/uploads/b.png']));
    expect(upload).toHaveBeenCalledTimes(1);
  });

  it('skips a failed upload and removes a picture', async () => {
    const onChange = vi.fn();
    render(
      <ImageUploader
        value={['/uploads/a.png', '/uploads/b.png']}
        onChange={onChange}
        upload={() => Promise.reject(new Error('x'))}
        addLabel="Add"
        uploadingText="…"
      />,
    );
    expect(screen.getByText('2/6')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Picture 1' }));
    expect(onChange).toHaveBeenCalledWith(['/uploads/b.png']);
  });

  it('hides the add tile when full', () => {
    const { container } = render(
      <ImageUploader
        value={['1', '2']}
        max={2}
        onChange={() => undefined}
        upload={vi.fn()}
        addLabel="Add"
        uploadingText="…"
      />,
    );
    expect(container.querySelector('input[type=file]')).toBeNull();
  });
});
