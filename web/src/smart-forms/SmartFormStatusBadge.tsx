// A form's status as a coloured badge, the same in the list and the builder's header.
import type { SmartFormStatus } from '@aid/common/smart-forms';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../list/cells.js';

const COLOURS: Record<SmartFormStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green', CLOSED: 'orange' };

export function SmartFormStatusBadge({ status, testId }: { status: SmartFormStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <StatusBadge color={COLOURS[status]} testId={testId}>
      {t(`smartForms.statuses.${status}`)}
    </StatusBadge>
  );
}
