import type { HTMLAttributes } from 'react';

/** A bordered surface; render as an article, list item or plain block. */
export function Card({
  as: Tag = 'div',
  className = '',
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: 'div' | 'article' | 'li' | 'section' }) {
  return (
    <Tag
      className={`overflow-hidden rounded-lg border border-border bg-background shadow-sm ${className}`.trim()}
      {...rest}
    />
  );
}
