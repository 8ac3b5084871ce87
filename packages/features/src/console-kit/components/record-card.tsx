import type { ReactNode } from 'react';
import { Button, Space } from 'antd-mobile';
import { visibleText } from '@bazaar/design-system';

export interface CardAction {
  key: string;
  label: ReactNode;
  color?: 'primary' | 'danger' | 'default';
  onClick: () => void;
}

export interface RecordCardProps {
  title: ReactNode;
  status?: ReactNode;
  lines: { label: ReactNode; value: ReactNode }[];
  children?: ReactNode;
  actions?: CardAction[];
}

/**
 * One record of a console queue: a title, its status, label/value lines and the actions left.
 * Text shows what people typed with invisible bidi and zero-width controls written out.
 */
export function RecordCard({ title, status, lines, children, actions = [] }: RecordCardProps) {
  return (
    <article className="bz-console-card">
      <header className="bz-console-card__head">
        <strong>{visibleText(title)}</strong>
        {status}
      </header>
      <dl className="bz-console-card__lines">
        {lines.map((line, i) => (
          <div key={i} className="bz-console-card__line">
            <dt>{line.label}</dt>
            <dd>{visibleText(line.value)}</dd>
          </div>
        ))}
      </dl>
      {children}
      {actions.length > 0 && (
        <Space className="bz-console-card__actions" justify="end" wrap>
          {actions.map((a) => (
            <Button key={a.key} size="small" color={a.color ?? 'default'} fill="outline" onClick={a.onClick}>
              {a.label}
            </Button>
          ))}
        </Space>
      )}
    </article>
  );
}
