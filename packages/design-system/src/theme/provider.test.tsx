import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { InfiniteScroll } from 'antd-mobile';
import { LANGUAGE_CODES, ThemeProvider, enUS, jaJP, koKR, localeFor, thTH, viVN, zhCN } from '@bazaar/design-system';

describe('ThemeProvider', () => {
  it('sets theme and brand on its wrapper', () => {
    const { container } = render(
      <ThemeProvider theme="dark" brand="ocean">
        x
      </ThemeProvider>,
    );
    const wrapper = container.firstElementChild;
    expect(wrapper).toHaveClass('bz-theme');
    expect(wrapper).toHaveAttribute('data-theme', 'dark');
    expect(wrapper).toHaveAttribute('data-brand', 'ocean');
  });

  it('defaults to light and the default brand', () => {
    const { container } = render(<ThemeProvider>x</ThemeProvider>);
    expect(container.firstElementChild).toHaveAttribute('data-theme', 'light');
    expect(container.firstElementChild).not.toHaveAttribute('data-brand');
  });

  it('passes the locale to antd-mobile components', () => {
    render(
      <ThemeProvider locale={zhCN}>
        <InfiniteScroll hasMore={false} loadMore={async () => {}} />
      </ThemeProvider>,
    );
    expect(screen.getByText(zhCN.InfiniteScroll.noMore)).toBeInTheDocument();
  });
});

describe('localeFor', () => {
  it('maps each app language, falling back to English', () => {
    expect(LANGUAGE_CODES.map(localeFor)).toEqual([enUS, zhCN, jaJP, koKR, thTH, viVN]);
    expect(localeFor('ZH-CN')).toBe(zhCN);
    expect(localeFor('xx').locale).toBe('en');
  });
});
