import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS, type EarlyTaps, replayEarlyTap } from './replay-early-tap';

const slot = window as unknown as Record<symbol, EarlyTaps | true | undefined>;

/** The recorder a prerendered page loads first (src/early-tap.ts), run afresh. */
async function loadRecorder() {
  vi.resetModules();
  await import('../early-tap');
}

beforeEach(async () => {
  delete slot[EARLY_TAPS];
  await loadRecorder();
});

/** A page's markup as the server drew it, or as the app draws it again. */
function page(html: string): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML = html;
  return main;
}

const PAGE =
  '<button aria-label="Language: EN">EN</button><button>Buy</button><button>Buy</button>' +
  '<a href="/explore">Explore</a><div class="adm-tab-bar-item">Explore</div>';

/** Lets the MutationObserver's callback run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The app's render: the prerendered children swapped for its own, counting clicks per button. */
function render(root: HTMLElement, html = PAGE): string[] {
  const clicks: string[] = [];
  const fresh = page(html);
  fresh
    .querySelectorAll('button, .adm-tab-bar-item')
    .forEach((b, i) => b.addEventListener('click', () => clicks.push(`${i}`)));
  root.replaceChildren(fresh);
  return clicks;
}

afterEach(() => {
  // A recorder the test left running would hold back the next test's submits.
  const taps = slot[EARLY_TAPS];
  if (taps && taps !== true) taps.stop();
  document.body.replaceChildren();
});

describe('the early-tap recorder and replayEarlyTap', () => {
  /** The server's page in #root; the app's script has started waiting for its render. */
  function prerendered(): HTMLElement {
    const root = document.createElement('div');
    root.id = 'root';
    root.append(page(PAGE));
    document.body.append(root);
    replayEarlyTap(root);
    return root;
  }

  it('taps, once the app has drawn the page, the button tapped before', async () => {
    const root = prerendered();
    root.querySelector<HTMLElement>('[aria-label="Language: EN"]')!.click();
    const clicks = render(root);
    await settled();
    expect(clicks).toEqual(['0']);
  });

  it('finds the same one among buttons alike, and only the last tap counts', async () => {
    const root = prerendered();
    const buttons = root.querySelectorAll<HTMLElement>('button');
    buttons[0]!.click();
    buttons[2]!.click();
    const clicks = render(root);
    await settled();
    expect(clicks).toEqual(['2']);
  });

  it('a tab bar item too (antd-mobile draws it as a plain div)', async () => {
    const root = prerendered();
    root.querySelector<HTMLElement>('.adm-tab-bar-item')!.click();
    const clicks = render(root);
    await settled();
    expect(clicks).toEqual(['3']);
  });

  it('does nothing without a tap', async () => {
    const clicks = render(prerendered());
    await settled();
    expect(clicks).toEqual([]);
  });

  it('does nothing when the app’s page has no such button', async () => {
    const root = prerendered();
    root.querySelector<HTMLElement>('button')!.click();
    const clicks = render(root, '<button aria-label="Language: 日本語">日本語</button>');
    await settled();
    expect(clicks).toEqual([]);
  });

  it('does not record on a page the server did not draw: the app is there from its first paint', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    replayEarlyTap(root);
    render(root);
    root.querySelector<HTMLElement>('button')!.click();
    expect(slot[EARLY_TAPS]).toBe(true);
  });

  it('works whichever script comes first: the recorder after the app’s script, before its render', async () => {
    (slot[EARLY_TAPS] as EarlyTaps).stop();
    delete slot[EARLY_TAPS];
    const root = prerendered();
    await loadRecorder();
    root.querySelectorAll<HTMLElement>('button')[1]!.click();
    const clicks = render(root);
    await settled();
    expect(clicks).toEqual(['1']);
  });

  it('the recorder coming after the app is here does not start', async () => {
    const clicks = render(prerendered());
    await settled();
    await loadRecorder();
    document.querySelector<HTMLElement>('#root button')!.click();
    expect(slot[EARLY_TAPS]).toBe(true);
    expect(clicks).toEqual(['0']);
  });

  it('types into the app’s fields what was typed before, focuses the same field, then taps', async () => {
    const FORM =
      '<input name="account" placeholder="Account"><input name="password" type="password" placeholder="Password">' +
      '<input type="checkbox" name="agree"><button>Sign in</button>';
    const root = document.createElement('div');
    root.id = 'root';
    root.append(page(FORM));
    document.body.append(root);
    replayEarlyTap(root);
    const [account, password] = root.querySelectorAll('input');
    account!.focus();
    account!.value = 'demo@bazaar.test';
    password!.focus();
    password!.value = 'secret';
    root.querySelector('button')!.click();

    const fresh = page(FORM);
    const typed: string[] = [];
    fresh.addEventListener('input', (e) => typed.push((e.target as HTMLInputElement).name));
    let submitted: string[] = [];
    fresh.querySelector('button')!.addEventListener('click', () => {
      submitted = [...fresh.querySelectorAll('input')].map((i) => i.value);
    });
    root.replaceChildren(fresh);
    await settled();
    // Each field through an input event, as a keyboard would (React's onChange listens to it).
    expect(typed).toEqual(['account', 'password']);
    expect(submitted).toEqual(['demo@bazaar.test', 'secret', 'on']);
    expect(document.activeElement).toBe(fresh.querySelector('[name="password"]'));
  });

  it('holds back a submit of the server’s form (its fields would go into the address) until the app is here', async () => {
    const root = prerendered();
    const form = document.createElement('form');
    root.firstElementChild!.append(form);
    const submit = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(submit()).toBe(false);
    render(root);
    await settled();
    const ownForm = document.createElement('form');
    root.firstElementChild!.append(ownForm);
    expect(ownForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(true);
  });

  it('leaves the app’s fields alone when nothing was typed', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.append(page('<input name="keyword" value="">'));
    document.body.append(root);
    replayEarlyTap(root);
    const fresh = page('<input name="keyword" value="kept">');
    const typed: string[] = [];
    fresh.addEventListener('input', () => typed.push('input'));
    root.replaceChildren(fresh);
    await settled();
    expect(typed).toEqual([]);
    expect(fresh.querySelector('input')!.value).toBe('kept');
  });

  it('stops listening once the app is here: later taps are the app’s own', async () => {
    const root = prerendered();
    const clicks = render(root);
    await settled();
    root.querySelector<HTMLElement>('button')!.click();
    // A later render of the app (any update) replays nothing.
    root.firstElementChild!.append(document.createElement('span'));
    await settled();
    expect(clicks).toEqual(['0']);
  });
});
