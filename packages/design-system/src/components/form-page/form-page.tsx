import { useEffect, useRef, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { useAdmClearButtons } from '../../utils/adm-clear-button';
import { cx } from '../../utils/pressable';
import './form-page.css';

/** An account form's heading and help line, its fields, actions and footer links, and what submitting does. */
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

/** One labelled field of a `FormPage`: the label, the control, and an error or help line under it. */
export type FormFieldProps = {
  label: ReactNode;
  /** The id of the control, so the label names it. */
  htmlFor: string;
  children: ReactNode;
  /** Something at the end of the row (e.g. a send-code button). */
  extra?: ReactNode;
  /** What is wrong with the value: shown under the row, which turns red; the control is marked invalid. */
  error?: ReactNode;
};

/** One labelled row of a FormPage, with its error when it has one. */
export function FormField({ label, htmlFor, children, extra, error }: FormFieldProps) {
  const field = useRef<HTMLDivElement>(null);
  const errorId = `${htmlFor}-error`;
  const invalid = Boolean(error);
  // antd-mobile's Input does not pass aria-* through to its <input>, so the row marks the control itself.
  useEffect(() => {
    const control = field.current?.querySelector<HTMLElement>(`[id="${htmlFor}"]`);
    if (!control) return;
    if (invalid) {
      control.setAttribute('aria-invalid', 'true');
      control.setAttribute('aria-describedby', errorId);
    } else {
      control.removeAttribute('aria-invalid');
      control.removeAttribute('aria-describedby');
    }
  }, [htmlFor, errorId, invalid]);
  return (
    <div ref={field} className={cx('bz-form-page__field', invalid && 'bz-form-page__field--invalid')}>
      <label className="bz-form-page__label" htmlFor={htmlFor}>
        {label}
      </label>
      <div className="bz-form-page__control">
        <div className="bz-form-page__input">{children}</div>
        {extra}
      </div>
      {invalid && (
        <p className="bz-form-page__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
