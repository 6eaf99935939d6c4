// The small status marks of spec §4 besides the badges: the reconciliation indicator, the step indicator (an empty
// dot for a step to come, a filled dot for one reached) and the selectable radio icon (filled when selected,
// transparent otherwise).
import { Box, Group, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { STATUS_TEXTS } from '../i18n/status.js';
import { StatusBadge } from './StatusBadge.js';
import type { StatusValue } from './status.js';

export function ReconciliationIndicator({
  indicator,
  testId,
}: {
  indicator: StatusValue<'reconciliation'>;
  testId?: string;
}) {
  return <StatusBadge vocabulary="reconciliation" value={indicator} testId={testId} />;
}

const DOT = 10;

/** `total` dots, the first `reached` filled; read out as "Step 2 of 4" (the dots alone say nothing to a reader). */
export function StepDots({
  total,
  reached,
  color = 'brand',
}: {
  total: number;
  reached: number;
  color?: MantineColor;
}) {
  useTextBundle(STATUS_TEXTS);
  const { t } = useTranslation();
  const filled = `var(--mantine-color-${color}-filled)`;
  return (
    <Group gap={6} role="img" aria-label={t('statusMarks.steps', { current: reached, total })} data-testid="step-dots">
      {Array.from({ length: total }, (_, index) => {
        const done = index < reached;
        return (
          <Box
            // The dots have no identity of their own: a step is its position.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            component="span"
            data-testid="step-dot"
            data-filled={done}
            w={DOT}
            h={DOT}
            style={{
              display: 'inline-block',
              borderRadius: '50%',
              border: `2px solid ${filled}`,
              background: done ? filled : 'transparent',
            }}
          />
        );
      })}
    </Group>
  );
}

/**
 * A radio-style mark for a selectable card or row: a ring, with a dot filled when selected and transparent
 * otherwise. Decorative (aria-hidden): the control it sits in carries the selected state (aria-checked / -pressed).
 */
export function SelectableRadioIcon({
  selected,
  size = 18,
  color = 'brand',
}: {
  selected: boolean;
  size?: number;
  color?: MantineColor;
}) {
  const stroke = `var(--mantine-color-${color}-filled)`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 20 20"
      aria-hidden="true"
      data-testid="radio-icon"
      data-selected={selected}
      style={{ color: stroke, flex: 'none' }}
    >
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="10" cy="10" r="4.5" fill={selected ? 'currentColor' : 'transparent'} data-testid="radio-icon-dot" />
    </svg>
  );
}
