import { Form, Input, type InputProps } from 'antd-mobile';

export interface TextFieldProps extends Pick<
  InputProps,
  'type' | 'placeholder' | 'autoComplete' | 'maxLength' | 'onEnterPress'
> {
  /** The field's label, and the input's accessible name. */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled one-line input whose value the screen holds (accounts and passwords). */
export function TextField({ label, ...input }: TextFieldProps) {
  return (
    <Form.Item label={label}>
      <Input {...input} aria-label={label} />
    </Form.Item>
  );
}
