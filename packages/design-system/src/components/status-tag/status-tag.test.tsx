import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { StatusTag } from '@bazaar/design-system';

describe('StatusTag', () => {
  it('shows its text with the tone as a class', () => {
    render(<StatusTag tone="success">Passed</StatusTag>);
    expect(screen.getByText('Passed')).toHaveClass('bz-status-tag', 'bz-status-tag--success');
  });

  it('defaults to the neutral tone', () => {
    render(<StatusTag>Closed</StatusTag>);
    expect(screen.getByText('Closed')).toHaveClass('bz-status-tag--default');
  });
});
