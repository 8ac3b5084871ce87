import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
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
