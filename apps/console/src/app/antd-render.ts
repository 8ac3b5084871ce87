import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile 5 renders Toast and Dialog with react-dom's legacy render, which
// React 19 removed: without this, every toast and confirm throws instead of showing.
const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmount after the current render finishes (React refuses a synchronous unmount during one).
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});
