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

describe('ThemeProvider on <html> (for what antd-mobile renders into <body>)', () => {
  const html = document.documentElement;

  it('mirrors the outermost theme and brand onto <html>, and removes them when it unmounts', () => {
    const { rerender, unmount } = render(
      <ThemeProvider theme="dark" brand="ocean">
        <ThemeProvider theme="light">x</ThemeProvider>
      </ThemeProvider>,
    );
    expect(html.dataset).toMatchObject({ theme: 'dark', brand: 'ocean' });
    rerender(<ThemeProvider theme="light">x</ThemeProvider>);
    expect(html.dataset.theme).toBe('light');
    expect(html.dataset.brand).toBeUndefined();
    unmount();
    expect(html.dataset.theme).toBeUndefined();
  });

  it('hands <html> back to the provider mounted before, and keeps what the page had set', () => {
    html.dataset.theme = 'dark';
    const first = render(<ThemeProvider brand="ocean">a</ThemeProvider>);
    const second = render(<ThemeProvider theme="dark">b</ThemeProvider>);
    expect(html.dataset).toMatchObject({ theme: 'dark' });
    expect(html.dataset.brand).toBeUndefined();
    second.unmount();
    expect(html.dataset).toMatchObject({ theme: 'light', brand: 'ocean' });
    first.unmount();
    expect(html.dataset.theme).toBe('dark');
    delete html.dataset.theme;
  });

  it('leaves <html> alone with themeDocument={false}', () => {
    const { unmount } = render(
      <ThemeProvider theme="dark" themeDocument={false}>
        x
      </ThemeProvider>,
    );
    expect(html.dataset.theme).toBeUndefined();
    unmount();
  });
});

describe('localeFor', () => {
  it('maps each app language, falling back to English', () => {
    expect(LANGUAGE_CODES.map(localeFor)).toEqual([enUS, zhCN, jaJP, koKR, thTH, viVN]);
    expect(localeFor('ZH-CN')).toBe(zhCN);
    expect(localeFor('xx').locale).toBe('en');
  });
});
