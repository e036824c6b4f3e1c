// Where a certificate's expiry date stands on a given day (both `YYYY-MM-DD`, China's dates): past
// it, the certificate is refused; within CERTIFICATE_NEAR_EXPIRY_DAYS, it is kept with a reminder
// to renew. Pure: the server's checks and the verification form share it.

import { CERTIFICATE_NEAR_EXPIRY_DAYS } from '../endpoints/driver-values.ts';

const DAY_MS = 86_400_000;

export type CertificateExpiry = 'expired' | 'soon' | 'valid';

export function certificateExpiry(expiresOn: string, today: string): CertificateExpiry {
  if (expiresOn < today) return 'expired';
  const days = Math.round((Date.parse(expiresOn) - Date.parse(today)) / DAY_MS);
  return days <= CERTIFICATE_NEAR_EXPIRY_DAYS ? 'soon' : 'valid';
}
