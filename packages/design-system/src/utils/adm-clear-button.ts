import { useEffect, type RefObject } from 'react';

const CLEAR = '.adm-input-clear';

/**
 * antd-mobile's Input renders its clear control as a bare `<div aria-label>`: a div without a
 * role may not carry aria-label (axe: aria-prohibited-attr) and no keyboard can reach it.
 * While mounted, this turns every such control inside `container` into a real button: role,
 * tab stop, and Enter/Space to clear.
 */
export function useAdmClearButtons(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const upgrade = () => {
      root.querySelectorAll<HTMLElement>(`${CLEAR}:not([role])`).forEach((el) => {
        el.setAttribute('role', 'button');
        el.tabIndex = 0;
      });
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (!target.matches(CLEAR) || (e.key !== 'Enter' && e.key !== ' ')) return;
      e.preventDefault();
      target.click();
    };
    upgrade();
    // The control comes and goes with the value (and focus), so watch for it.
    const observer = new MutationObserver(upgrade);
    observer.observe(root, { childList: true, subtree: true });
    root.addEventListener('keydown', onKeyDown);
    return () => {
      observer.disconnect();
      root.removeEventListener('keydown', onKeyDown);
    };
  }, [container]);
}
