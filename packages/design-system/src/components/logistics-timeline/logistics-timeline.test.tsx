import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LogisticsTimeline, formatDateTime } from '@bazaar/design-system';

describe('LogisticsTimeline', () => {
  it('lists the lines newest first and highlights the latest', () => {
    render(
      <LogisticsTimeline
        lines={[
          { time: 100, text: 'Shipped' },
          { time: 300, text: 'Delivered' },
          { time: 200, text: 'In transit' },
        ]}
        formatTime={(t) => `t${t}`}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Delivered', 'In transit', 'Shipped']);
    expect(items[0]).toHaveClass('bz-logistics-timeline__line--latest');
    expect(items[0]).toHaveTextContent('t300');
  });

  it('shows the empty text without lines', () => {
    render(<LogisticsTimeline lines={[]} emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('formats times as YYYY-MM-DD HH:mm', () => {
    expect(formatDateTime(0)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
