import { Card } from 'antd';
import type { ReactNode } from 'react';

/** A phone's width in CSS pixels, as the H5 is laid out and tested (375 × 667). */
export const PHONE_WIDTH = 375;

/**
 * A phone-wide frame holding an editor's preview as the H5 lays it out: a grey card named by its
 * title (a region of that name), never wider than a phone, whatever room the editor leaves it.
 */
export function PhonePreview({
  title,
  extra,
  testId = 'phone-preview',
  children,
}: {
  title: string;
  /** Beside the title, e.g. the preview's language. */
  extra?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div style={{ maxWidth: PHONE_WIDTH }}>
      <Card
        size="small"
        title={title}
        extra={extra}
        role="region"
        aria-label={title}
        data-testid={testId}
        style={{ background: '#fafafa' }}
      >
        {children}
      </Card>
    </div>
  );
}
