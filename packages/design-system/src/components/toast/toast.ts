// Types from the component's own module: antd-mobile's root types bring every component's (and rc-field-form's
// React 18 JSX types), which a strict consumer without skipLibCheck would have to compile.
import type { default as antdToast, ToastShowProps } from 'antd-mobile/es/components/toast';

type AntdToast = typeof antdToast;
/** What `Toast.show` returns: closes that toast (antd-mobile's `ToastHandler`). */
export type ToastHandler = ReturnType<AntdToast['show']>;
type ToastConfig = Parameters<AntdToast['config']>[0];

// antd-mobile's Toast draws through its Mask, which brings @react-spring (about 18 KB gzip) into
// whatever chunk imports it, the app's entry included. A toast only ever answers something that
// has already happened, so it is loaded at the first one (or ahead of it by `preload`).
let loading: Promise<AntdToast> | undefined;
let pendingConfig: ToastConfig | undefined;
// antd-mobile draws one toast at a time and a new one replaces the one on screen inside the same handler, so
// closing an older handler (a form's loading toast, closed once its call is done) would close the newer toast
// (what the call led to). Each toast is numbered; only the one on screen closes.
let shownCount = 0;
let onScreen = 0;

function load(): Promise<AntdToast> {
  loading ??= import('./antd-toast').then(({ Toast: loaded }) => {
    if (pendingConfig) loaded.config(pendingConfig);
    return loaded;
  });
  return loading;
}

/**
 * antd-mobile's `Toast` (same `show`, `clear` and `config`), loaded on first use. Calls made
 * before it has loaded run in their order once it has; a handler closed before its toast was
 * drawn keeps it from being drawn, and one whose toast a later one replaced leaves that one be.
 */
export const Toast = {
  show(props: ToastShowProps | string): ToastHandler {
    let closed = false;
    let shown: ToastHandler | undefined;
    const number = ++shownCount;
    void load().then((loaded) => {
      if (closed) return;
      onScreen = number;
      shown = loaded.show(props);
    });
    return {
      close() {
        closed = true;
        if (onScreen === number) shown?.close();
      },
    };
  },
  clear(): void {
    void load().then((loaded) => loaded.clear());
  },
  /** Kept until the toast has loaded when called before, then applied to it. */
  config(config: ToastConfig): void {
    pendingConfig = { ...pendingConfig, ...config };
    if (loading) void loading.then((loaded) => loaded.config(config));
  },
  /** Loads the toast ahead of its first use (e.g. when the page is idle), so it shows at once. */
  preload(): Promise<void> {
    return load().then(() => undefined);
  },
};
