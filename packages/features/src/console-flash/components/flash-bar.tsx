import { useId, type ReactNode } from 'react';
import { Button } from 'antd-mobile';

export interface FlashBarProps {
  /** The button's text, e.g. "Add item"; none: the bar holds its note alone. */
  label?: string;
  onClick?: () => void;
  /** Why the button is off (e.g. the session has started); it names the button's description. */
  reason?: string | null;
  /** Before the button, e.g. the export. */
  children?: ReactNode;
}

/** The bar above the sessions or a session's items: what may be done there, or why it no longer may. */
export function FlashBar({ label, onClick, reason, children }: FlashBarProps) {
  const noteId = useId();
  return (
    <div className="bz-console-flash__bar">
      {reason && (
        <p className="bz-console-flash__note" id={noteId}>
          {reason}
        </p>
      )}
      {children}
      {label && (
        <Button color="primary" disabled={!!reason} aria-describedby={reason ? noteId : undefined} onClick={onClick}>
          {label}
        </Button>
      )}
    </div>
  );
}
