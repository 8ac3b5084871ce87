import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../utils/pressable';
import './article-view.css';

/** The article's heading and its HTML body, sanitized by the server. */
export type ArticleViewProps = {
  title?: ReactNode;
  /**
   * HTML that the SERVER has already sanitized (help, law and platform articles); it is
   * rendered as is, so never pass text from anywhere else.
   */
  html: string;
  className?: string;
  style?: CSSProperties;
};

/** A content article: heading and its sanitized HTML body with readable typography. */
export function ArticleView({ title, html, className, style }: ArticleViewProps) {
  return (
    <article className={cx('bz-article-view', className)} style={style}>
      {title && <h2 className="bz-article-view__title">{title}</h2>}
      <div className="bz-article-view__body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
