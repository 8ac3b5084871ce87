import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();
let enabled = false;

/**
 * antd-mobile 5 shows `Toast.show`, `Dialog.show/confirm/alert` and `Modal` with react-dom's legacy `render`,
 * which React 19 removed: without this, each of them throws instead of showing. Call once at start-up with
 * React 19 (harmless to call again); React 18 needs nothing.
 */
export function enableAntdMobileOnReact19(): void {
  if (enabled) return;
  enabled = true;
  unstableSetRender((node, container) => {
    const root = roots.get(container) ?? createRoot(container);
    roots.set(container, root);
    root.render(node);
    return async () => {
      // After the current render (React refuses to unmount a root synchronously during one).
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      roots.delete(container);
    };
  });
}
