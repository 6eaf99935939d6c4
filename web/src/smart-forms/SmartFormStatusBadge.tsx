// A form's status as the shared status badge, the same in the list and the builder's header.
import type { SmartFormStatus } from '@aid/common/smart-forms';
import { StatusBadge } from '../ui/StatusBadge.js';

export function SmartFormStatusBadge({ status, testId }: { status: SmartFormStatus; testId?: string }) {
  return <StatusBadge vocabulary="smartForm" value={status} testId={testId} />;
}
