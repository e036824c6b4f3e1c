// How users' writing under moderation is shown, the same for every kind: who wrote it as others
// may see them, and the text as paragraphs.

import type { PublicAuthor } from '@freight/contract/endpoints/identity';
import { maskMobile } from '@freight/contract/rules/mask';
import type { UserType } from '../../db/schema/users.ts';

/**
 * Who wrote it, as others may see them: a driver or a shipper and the mobile masked. The pages
 * name the role in the reader's language (docs/decisions/028).
 */
export function authorOf(userType: UserType, mobile: string | null): PublicAuthor {
  return { userType, mobileMasked: maskMobile(mobile) };
}

/** The text's paragraphs: split at line breaks, each trimmed, blank ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
