import { useRef, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useAdmClearButtons } from '../../utils/adm-clear-button';
import { cx } from '../../utils/pressable';
import './form-page.css';

export type FormPageProps = {
  /** Large heading above the form (the NavBar already shows the page title, so often omitted). */
  heading?: ReactNode;
  /** A line of help under the heading. */
  description?: ReactNode;
  /** The fields. */
  children: ReactNode;
  /** Buttons under the fields (the first `type="submit"` button submits). */
  actions?: ReactNode;
  /** Links or notes under the actions. */
  footer?: ReactNode;
  /** Called on submit (Enter in a field or the submit button); the browser's navigation is prevented. */
  onSubmit?: () => void;
  className?: string;
  style?: CSSProperties;
};

/** The layout of every account form: heading, a card of fields, full-width actions, footer links. */
export function FormPage({
  heading,
  description,
  children,
  actions,
  footer,
  onSubmit,
  className,
  style,
}: FormPageProps) {
  const form = useRef<HTMLFormElement>(null);
  useAdmClearButtons(form);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit?.();
  };
  return (
    <form ref={form} className={cx('bz-form-page', className)} style={style} onSubmit={submit} noValidate>
      {(heading || description) && (
        <header className="bz-form-page__header">
          {heading && <h1 className="bz-form-page__heading">{heading}</h1>}
          {description && <p className="bz-form-page__description">{description}</p>}
        </header>
      )}
      <div className="bz-form-page__fields">{children}</div>
      {actions && <div className="bz-form-page__actions">{actions}</div>}
      {footer && <div className="bz-form-page__footer">{footer}</div>}
    </form>
  );
}

export type FormFieldProps = {
  label: ReactNode;
  /** The id of the control, so the label names it. */
  htmlFor: string;
  children: ReactNode;
  /** Something at the end of the row (e.g. a send-code button). */
  extra?: ReactNode;
};

/** One labelled row of a FormPage. */
export function FormField({ label, htmlFor, children, extra }: FormFieldProps) {
  return (
    <div className="bz-form-page__field">
      <label className="bz-form-page__label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="bz-form-page__control">
        <div className="bz-form-page__input">{children}</div>
        {extra}
      </div>
    </div>
  );
}
