import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

export interface WalletFormProps {
  onSubmit: () => void;
  submitText: string;
  busy?: boolean;
  disabled?: boolean;
  /** Under the button, e.g. a link to the records. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The layout of the top-up and withdrawal forms: cards of fields and one full-width submit button. */
export function WalletForm({
  onSubmit,
  submitText,
  busy = false,
  disabled = false,
  footer,
  children,
}: WalletFormProps) {
  return (
    <form
      className="bz-wallet bz-wallet--form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <Button block color="primary" shape="rounded" size="large" type="submit" loading={busy} disabled={disabled}>
        {submitText}
      </Button>
      {footer && <div className="bz-wallet__footer">{footer}</div>}
    </form>
  );
}
