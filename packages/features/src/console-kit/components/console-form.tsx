import type { ReactNode } from 'react';
import { Button, Form, type FormProps } from 'antd-mobile';
import './console.css';

interface ConsoleFormBase {
  /** The footer button's text. */
  submitText: string;
  /** A request is on its way: the button shows it and takes no second press. */
  busy: boolean;
  /** Added to `bz-console-form`. */
  className?: string;
  children: ReactNode;
}

/** Fields bound by name: the button submits, the form checks its rules and passes the values. */
interface NamedFieldsForm<V> extends ConsoleFormBase {
  initialValues: V;
  onFinish: (values: V) => void;
  /** The form's instance, for a screen whose fields read or reset each other (`Form.useForm()`). */
  form?: FormProps['form'];
  onSubmit?: never;
}

/** Fields held in the screen's own state: the button only calls `onSubmit`. */
interface OwnFieldsForm extends ConsoleFormBase {
  onSubmit: () => void;
  form?: never;
  initialValues?: never;
  onFinish?: never;
}

export type ConsoleFormProps<V> = NamedFieldsForm<V> | OwnFieldsForm;

/** Every console form: one column of fields and a large primary button at the foot. */
export function ConsoleForm<V extends object>(props: ConsoleFormProps<V>) {
  const { submitText, busy, className, children } = props;
  return (
    <Form
      layout="vertical"
      className={className ? `bz-console-form ${className}` : 'bz-console-form'}
      form={props.form}
      initialValues={props.initialValues}
      onFinish={props.onFinish}
      footer={
        <Button
          block
          type={props.onFinish ? 'submit' : 'button'}
          color="primary"
          size="large"
          loading={busy}
          onClick={props.onSubmit}
        >
          {submitText}
        </Button>
      }
    >
      {children}
    </Form>
  );
}
