// The one way a status is shown (spec §4: each with its own badge of colour and icon): a light badge in the
// value's colour, its icon, and its words in the user's language. Domains map their enum to a vocabulary's value
// and keep their own data-status, which tests read.
import { Badge, type BadgeProps, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { STATUS_TEXTS } from '../i18n/status.js';
import { readableLightText } from './contrast.js';
import { type StatusRef, statusLabelKey, statusLook } from './status.js';

type Props = StatusRef & {
  testId?: string;
  /** The domain's own spelling of the status, for tests (defaults to the vocabulary's value). */
  status?: string;
  size?: BadgeProps['size'];
};

export function StatusBadge({ testId, status, size = 'sm', ...ref }: Props) {
  // Statuses show on most pages, so the texts come with the badge rather than with each page.
  useTextBundle(STATUS_TEXTS);
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { color, icon: StatusIcon } = statusLook(ref.value);
  return (
    <Badge
      variant="light"
      color={color}
      size={size}
      vars={() => ({ root: { '--badge-color': readableLightText(theme, color) } })}
      leftSection={<StatusIcon size={12} stroke={2} aria-hidden="true" />}
      data-testid={testId}
      data-status={status ?? ref.value}
      data-vocabulary={ref.vocabulary}
      data-color={color}
    >
      {t(statusLabelKey(ref))}
    </Badge>
  );
}
