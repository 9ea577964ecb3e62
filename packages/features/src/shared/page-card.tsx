import { Card, type CardProps } from 'antd';
import type { ReactNode } from 'react';

const headingStyle = { margin: 0, font: 'inherit', color: 'inherit' } as const;

/**
 * A page's outer card: antd's Card whose title is the page's heading (an h2 under the shell's
 * layout), so assistive technology, and a test, find the page by its name. It looks like Card.
 */
export function PageCard({ title, ...props }: Omit<CardProps, 'title'> & { title: ReactNode }) {
  return <Card {...props} title={<h2 style={headingStyle}>{title}</h2>} />;
}
