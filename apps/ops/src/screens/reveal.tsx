import { REVEAL_REASONS, type RevealReason } from '@freight/contract/ops';
import { Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../i18n';

/** The reasons an admin gives; a review reveals by itself on the review screen. */
const ADMIN_REASONS = REVEAL_REASONS.filter((reason) => reason !== 'review');
export type AdminRevealReason = Exclude<RevealReason, 'review'>;

/**
 * An admin's reveal of personal data: the reason first (written to the audit log with the
 * reveal), then the button. `label` names what is revealed.
 */
export function RevealWithReason({
  label,
  loading,
  onReveal,
}: {
  label: string;
  loading: boolean;
  onReveal: (reason: AdminRevealReason) => void;
}) {
  const t = useT();
  const [reason, setReason] = useState<AdminRevealReason | undefined>();
  return (
    <Space wrap size={4}>
      {/* A label beside it rather than a placeholder: antd's placeholder grey is too faint to read. */}
      <Typography.Text aria-hidden>{t('reveal.reason')}</Typography.Text>
      <Select<AdminRevealReason>
        size="small"
        aria-label={t('reveal.reason')}
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 140 }}
        value={reason}
        onChange={setReason}
        options={ADMIN_REASONS.map((each) => ({ value: each, label: t(`reveal.reason.${each}`) }))}
      />
      <Button
        size="small"
        disabled={reason === undefined}
        loading={loading}
        onClick={() => reason && onReveal(reason)}
      >
        {label}
      </Button>
    </Space>
  );
}
