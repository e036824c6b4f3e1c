// "Export CSV" beside a list's filters (ADR 042): downloads the list with the filters applied;
// a refusal is shown under the button, as the screens show a failed change.

import type { OpsEndpointDef, OpsRequestOf } from '@freight/contract/ops';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { type OpsApiError, opsDownload } from '../api';
import { useT } from '../i18n';

export function ExportButton<E extends OpsEndpointDef>({
  endpoint,
  call,
  label,
  size,
}: {
  endpoint: E;
  call: OpsRequestOf<E>;
  /** The button's words when a screen has more than one export. */
  label?: string;
  /** `small` in a table's row. */
  size?: 'small';
}) {
  const t = useT();
  const download = useMutation<void, OpsApiError>({
    mutationFn: () => opsDownload(endpoint, call),
  });
  return (
    // Set apart from the filter's own button it follows in an inline form.
    <Space direction="vertical" style={{ marginInlineStart: 8 }}>
      <Button size={size} loading={download.isPending} onClick={() => download.mutate()}>
        {label ?? t('common.export')}
      </Button>
      {download.isError ? <Alert type="error" showIcon message={download.error.message} /> : null}
    </Space>
  );
}
