// How fresh something is (a member's last activity, a downloaded offline distribution): spec §5/§9 call a
// timestamp old after 86,400 s, and an old one is marked so nobody trusts stale data without noticing.
import { isOldTimestamp } from '@aid/common/dates';
import { Box, type MantineColor, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The warning colour of an old timestamp: Mantine's oranges on white stay under WCAG's 4.5:1 for text (orange.8
 * 3.6:1, orange.9 4.3:1), red.9 reads at 5.5:1.
 */
export const OLD_COLOUR = 'red.9';

/** The colour of fresh text, or the warning colour once the timestamp is old. */
export function freshnessColour(at: string | null | undefined, fresh: MantineColor | undefined, now = Date.now()) {
  return at && isOldTimestamp(at, now) ? OLD_COLOUR : fresh;
}

type Props = {
  /** The timestamp shown (ISO). */
  at: string;
  children: ReactNode;
  /** The text's colour while the timestamp is fresh. */
  colour?: MantineColor;
  size?: string;
  testId?: string;
  now?: number;
};

/** `children` (the time in words or as a date), marked with an icon and a "more than a day ago" hint when old. */
export function Freshness({ at, children, colour, size = 'sm', testId, now = Date.now() }: Props) {
  const { t } = useTranslation();
  const old = isOldTimestamp(at, now);
  return (
    <Text span size={size} c={freshnessColour(at, colour, now)} data-testid={testId} data-old={old}>
      {children}
      {old && (
        <Box
          component="span"
          ml={4}
          title={t('app.oldTimestamp')}
          style={{ verticalAlign: 'middle', display: 'inline-flex' }}
          data-testid="old-timestamp"
        >
          <IconClockExclamation size={14} aria-label={t('app.oldTimestamp')} />
        </Box>
      )}
    </Text>
  );
}
