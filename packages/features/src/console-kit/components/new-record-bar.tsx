import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';

export interface NewRecordBarProps {
  /** The bar's own class (the catalog's or the content's layout). */
  className: string;
  /** The list's route; the button opens `<path>/new`. */
  path: string;
  /** The button's text. */
  label: string;
  /** Controls before the button, e.g. a filter. */
  children?: ReactNode;
}

/** The bar above a catalog or content list: its filters, then the button that creates a record. */
export function NewRecordBar({ className, path, label, children }: NewRecordBarProps) {
  const navigate = useNavigate();
  return (
    <div className={className}>
      {children}
      <Button color="primary" onClick={() => navigate(`${path}/new`)}>
        {label}
      </Button>
    </div>
  );
}
