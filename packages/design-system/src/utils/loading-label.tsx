import { QuietDotLoading } from './quiet-dot-loading';
import type { ReactNode } from 'react';

/**
 * A `loadingIcon` for antd-mobile's Button that keeps the button's name. While loading,
 * the Button swaps its children for a bare spinner, which leaves a button without
 * accessible text (axe: button-name); this spinner carries the label for screen readers.
 */
export function LoadingLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <QuietDotLoading color="currentColor" />
      <span className="bz-visually-hidden">{children}</span>
    </>
  );
}
