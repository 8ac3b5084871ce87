import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { EvidenceUploader } from '@bazaar/design-system';

const file = new File(['x'], 'proof.png', { type: 'image/png' });
const props = { label: 'Upload evidence', uploadingText: 'Uploading…' };

describe('EvidenceUploader', () => {
  it('uploads the chosen file through the prop and reports the url', async () => {
    let resolve!: (url: string) => void;
    const upload = vi.fn(() => new Promise<string>((r) => (resolve = r)));
    const onChange = vi.fn();
    render(<EvidenceUploader {...props} onChange={onChange} upload={upload} />);
    fireEvent.change(screen.getByLabelText(/Upload evidence/), { target: { files: [file] } });
    expect(upload).toHaveBeenCalledWith(file);
    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    await act(async () => resolve('/uploads/a.png'));
    expect(onChange).toHaveBeenCalledWith('/uploads/a.png');
  });

  it('keeps the value when the upload fails', async () => {
    const onChange = vi.fn();
    render(<EvidenceUploader {...props} onChange={onChange} upload={() => Promise.reject(new Error('no'))} />);
    await act(async () => {
      fireEvent.change(screen.getByLabelText(/Upload evidence/), { target: { files: [file] } });
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Upload evidence')).toBeInTheDocument();
  });

  it('shows the image and removes it', () => {
    const onChange = vi.fn();
    render(
      <EvidenceUploader {...props} value="/uploads/a.png" onChange={onChange} upload={vi.fn()} removeLabel="Remove" />,
    );
    expect(screen.getByRole('img', { name: 'Payment evidence' })).toHaveAttribute('src', '/uploads/a.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });
});
