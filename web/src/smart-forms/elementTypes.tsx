// The 16 element types with their icons, in the order the type picker offers them, and the picker itself: a grid of
// buttons (each named by its type, reachable with Tab) rather than a drag palette.
import { ELEMENT_TYPES, type ElementType } from '@aid/common/smart-forms';
import { Button, Modal, SimpleGrid } from '@mantine/core';
import {
  IconCalendar,
  IconCamera,
  IconCheckbox,
  IconCircleDot,
  IconDecimal,
  IconFlag,
  IconGenderBigender,
  IconLetterCase,
  IconMail,
  IconMapPin,
  IconNote,
  IconNumber,
  IconPhone,
  IconSignature,
  IconStar,
  IconToggleLeft,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const ELEMENT_TYPE_ICONS: Record<ElementType, TablerIcon> = {
  TEXT: IconLetterCase,
  INTEGER: IconNumber,
  DECIMAL: IconDecimal,
  DATE: IconCalendar,
  SELECT_ONE: IconCircleDot,
  SELECT_MANY: IconCheckbox,
  PHONE: IconPhone,
  EMAIL: IconMail,
  GENDER: IconGenderBigender,
  NATIONALITY: IconFlag,
  YES_NO: IconToggleLeft,
  RATING: IconStar,
  PHOTO: IconCamera,
  SIGNATURE: IconSignature,
  LOCATION: IconMapPin,
  NOTE: IconNote,
};

export function ElementTypeIcon({ type, size = 16 }: { type: ElementType; size?: number }) {
  const Glyph = ELEMENT_TYPE_ICONS[type];
  return <Glyph size={size} aria-hidden="true" />;
}

type PickerProps = {
  opened: boolean;
  onClose: () => void;
  onPick: (type: ElementType) => void;
};

export function ElementTypePicker({ opened, onClose, onPick }: PickerProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('smartForms.builder.typePicker')} size="lg" centered>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" data-testid="element-type-picker">
        {ELEMENT_TYPES.map((type) => (
          <Button
            key={type}
            variant="default"
            justify="flex-start"
            leftSection={<ElementTypeIcon type={type} />}
            onClick={() => onPick(type)}
            data-testid={`element-type-${type}`}
          >
            {t(`smartForms.types.${type}`)}
          </Button>
        ))}
      </SimpleGrid>
    </Modal>
  );
}
