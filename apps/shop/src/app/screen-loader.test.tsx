import { Suspense } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { screenLoader } from './screen-loader';

const Page = () => <p>the page</p>;

describe('screenLoader', () => {
  it('downloads once, and renders a screen already loaded without the Suspense fallback', async () => {
    const load = vi.fn(async () => ({ default: Page }));
    const { Screen, preload } = screenLoader(load);
    await preload();
    await preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes its props on, loaded or not', async () => {
    const Label = ({ text }: { text: string }) => <p>{text}</p>;
    const { Screen, preload } = screenLoader(async () => ({ default: Label }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen text="while loading" />
      </Suspense>,
    );
    expect(await screen.findByText('while loading')).toBeInTheDocument();
    await preload();
    render(<Screen text="once loaded" />);
    expect(screen.getByText('once loaded')).toBeInTheDocument();
  });

  it('suspends while the screen is still downloading', async () => {
    const { Screen } = screenLoader(async () => ({ default: Page }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });
});

describe('a screen whose code did not download', () => {
  const failure = () => new TypeError('Failed to fetch dynamically imported module: /assets/detail.js');
  const failingOnce = () => vi.fn().mockRejectedValueOnce(failure()).mockResolvedValue({ default: Page });

  it('says it could not load, and downloads again when asked', async () => {
    const load = failingOnce();
    const { Screen } = screenLoader(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    const retry = await screen.findByRole('button');
    expect(screen.queryByText('the page')).toBeNull();
    fireEvent.click(retry);
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads again by itself once the device is back online', async () => {
    const load = failingOnce();
    const { Screen } = screenLoader(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    await screen.findByRole('button');
    // The listener is added by an effect, which may run a moment after the button is drawn: say it until heard.
    await waitFor(() => {
      fireEvent(window, new Event('online'));
      expect(screen.getByText('the page')).toBeInTheDocument();
    });
  });

  it('is only about downloads: an error the screen throws goes on up', async () => {
    const Broken = () => {
      throw new Error('a bug in the screen');
    };
    const { Screen, preload } = screenLoader(async () => ({ default: Broken }));
    await preload();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Screen />)).toThrow('a bug in the screen');
  });
});
