// The builder's left side: the pages and their elements in order. Every action is a button with its own name (move
// up/down, duplicate, delete), so the whole form can be built and reordered from the keyboard; deleting asks first.
// An element or page with a problem is marked here, wherever its editor is.
import type { ElementType, SmartFormElement, SmartFormPage } from '@aid/common/smart-forms';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconAlertCircle, IconArrowDown, IconArrowUp, IconCopy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
import { canMove } from './builder.js';
import { ElementTypeIcon, ElementTypePicker } from './elementTypes.js';
import { shownText } from './languages.js';
import type { Builder } from './useBuilder.js';

type Removal = { kind: 'element'; element: SmartFormElement } | { kind: 'page'; page: SmartFormPage };

type RowAction = { label: string; icon: typeof IconArrowUp; onClick: () => void; disabled?: boolean; testId: string };

function RowActions({ actions }: { actions: readonly RowAction[] }) {
  return (
    <Group gap={2} wrap="nowrap">
      {actions.map((action) => (
        <Tooltip key={action.testId} label={action.label} openDelay={400}>
          <ActionIcon
            variant="subtle"
            color={action.testId.endsWith('delete') ? 'red' : 'gray'}
            aria-label={action.label}
            disabled={action.disabled}
            onClick={action.onClick}
            data-testid={action.testId}
          >
            <action.icon size={16} aria-hidden="true" />
          </ActionIcon>
        </Tooltip>
      ))}
    </Group>
  );
}

export function BuilderOutline({ builder, readOnly }: { builder: Builder; readOnly: boolean }) {
  const { t } = useTranslation();
  const { definition, selection, problems } = builder;
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const removal = useConfirmation<Removal>(async (target) => {
    if (target.kind === 'element') builder.removeElement(target.element.elementId);
    else builder.removePage(target.page.pageId);
    return null;
  });
  const language = definition.defaultLanguage;
  const nameOf = (element: SmartFormElement) => shownText(element.label, language, language) || element.name;
  const pick = (type: ElementType) => {
    builder.addElement(pickerFor, type);
    setPickerFor(null);
  };

  return (
    <Stack gap="sm" data-testid="builder-outline">
      {definition.pages.map((page, p) => {
        const pageSelected = selection?.kind === 'page' && selection.id === page.pageId;
        const pageTitle = shownText(page.title, language, language) || page.name;
        return (
          <Card key={page.pageId} withBorder padding="xs" data-testid="builder-page" data-page-name={page.name}>
            <Group justify="space-between" wrap="nowrap" mb="xs">
              <UnstyledButton
                onClick={() => builder.select({ kind: 'page', id: page.pageId })}
                aria-pressed={pageSelected}
                data-testid="builder-page-select"
              >
                <Group gap={6} wrap="nowrap">
                  <Text fw={pageSelected ? 700 : 600} size="sm">
                    {t('smartForms.builder.pageHeading', { number: p + 1, title: pageTitle })}
                  </Text>
                  {problems.pages.has(page.pageId) && <ProblemMark />}
                </Group>
              </UnstyledButton>
              {!readOnly && (
                <RowActions
                  actions={[
                    {
                      label: t('smartForms.builder.movePageUp', { name: page.name }),
                      icon: IconArrowUp,
                      onClick: () => builder.movePage(page.pageId, -1),
                      disabled: p === 0,
                      testId: 'page-move-up',
                    },
                    {
                      label: t('smartForms.builder.movePageDown', { name: page.name }),
                      icon: IconArrowDown,
                      onClick: () => builder.movePage(page.pageId, 1),
                      disabled: p === definition.pages.length - 1,
                      testId: 'page-move-down',
                    },
                    {
                      label: t('smartForms.builder.deletePage', { name: page.name }),
                      icon: IconTrash,
                      onClick: () => removal.ask({ kind: 'page', page }),
                      testId: 'page-delete',
                    },
                  ]}
                />
              )}
            </Group>
            <Stack gap={4} component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {page.elements.length === 0 && (
                <Text size="sm" c="dimmed" component="li">
                  {t('smartForms.builder.emptyPage')}
                </Text>
              )}
              {page.elements.map((element) => (
                <ElementRow
                  key={element.elementId}
                  element={element}
                  title={nameOf(element)}
                  builder={builder}
                  readOnly={readOnly}
                  onDelete={() => removal.ask({ kind: 'element', element })}
                />
              ))}
            </Stack>
            {!readOnly && (
              <Button
                variant="subtle"
                size="xs"
                mt="xs"
                leftSection={<IconPlus size={14} aria-hidden="true" />}
                onClick={() => setPickerFor(page.pageId)}
                data-testid="builder-add-element"
              >
                {t('smartForms.builder.addElement')}
              </Button>
            )}
          </Card>
        );
      })}
      {definition.pages.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="builder-no-pages">
          {t('smartForms.builder.noPages')}
        </Text>
      )}
      {!readOnly && (
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={builder.addPage}
          data-testid="builder-add-page"
        >
          {t('smartForms.builder.addPage')}
        </Button>
      )}

      <ElementTypePicker opened={pickerFor !== null} onClose={() => setPickerFor(null)} onPick={pick} />
      <ConfirmDialog
        confirmation={removal}
        title={t(
          removal.target?.kind === 'page' ? 'smartForms.builder.deletePageTitle' : 'smartForms.builder.deleteTitle',
        )}
        question={
          removal.target?.kind === 'page'
            ? t('smartForms.builder.deletePageQuestion', {
                name: removal.target.page.name,
                count: removal.target.page.elements.length,
              })
            : t('smartForms.builder.deleteQuestion', {
                name: removal.target?.kind === 'element' ? nameOf(removal.target.element) : '',
              })
        }
        cancelLabel={t('smartForms.builder.cancel')}
        confirmLabel={t('smartForms.builder.delete')}
        testId="builder-delete"
      />
    </Stack>
  );
}

function ProblemMark() {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('smartForms.builder.hasProblems')}>
      <Badge
        color="red"
        variant="light"
        size="sm"
        leftSection={<IconAlertCircle size={12} aria-hidden="true" />}
        data-testid="builder-problem-mark"
      >
        {t('smartForms.builder.problemMark')}
      </Badge>
    </Tooltip>
  );
}

type RowProps = {
  element: SmartFormElement;
  title: string;
  builder: Builder;
  readOnly: boolean;
  onDelete: () => void;
};

function ElementRow({ element, title, builder, readOnly, onDelete }: RowProps) {
  const { t } = useTranslation();
  const { definition, selection } = builder;
  const selected = selection?.kind === 'element' && selection.id === element.elementId;
  const problem = builder.problems.elements.has(element.elementId);
  const id = element.elementId;
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      px={6}
      py={2}
      bg={selected ? 'var(--mantine-color-blue-light)' : undefined}
      style={{ borderRadius: 4, borderLeft: problem ? '3px solid var(--mantine-color-red-6)' : undefined }}
      data-testid="builder-element"
      data-element-name={element.name}
      data-selected={selected}
      data-problem={problem}
    >
      <UnstyledButton
        onClick={() => builder.select({ kind: 'element', id })}
        aria-pressed={selected}
        style={{ flex: 1, minWidth: 0 }}
        data-testid="builder-element-select"
      >
        <Group gap={6} wrap="nowrap">
          <ElementTypeIcon type={element.type} />
          <Text size="sm" truncate="end" data-testid="builder-element-title">
            {title}
          </Text>
          {element.required && (
            <Text span c="red" aria-label={t('smartForms.editor.required')}>
              *
            </Text>
          )}
          {problem && <ProblemMark />}
        </Group>
      </UnstyledButton>
      {!readOnly && (
        <RowActions
          actions={[
            {
              label: t('smartForms.builder.moveUp', { name: element.name }),
              icon: IconArrowUp,
              onClick: () => builder.moveElement(id, -1),
              disabled: !canMove(definition, id, -1),
              testId: 'element-move-up',
            },
            {
              label: t('smartForms.builder.moveDown', { name: element.name }),
              icon: IconArrowDown,
              onClick: () => builder.moveElement(id, 1),
              disabled: !canMove(definition, id, 1),
              testId: 'element-move-down',
            },
            {
              label: t('smartForms.builder.duplicate', { name: element.name }),
              icon: IconCopy,
              onClick: () => builder.duplicateElement(id),
              testId: 'element-duplicate',
            },
            {
              label: t('smartForms.builder.deleteElement', { name: element.name }),
              icon: IconTrash,
              onClick: onDelete,
              testId: 'element-delete',
            },
          ]}
        />
      )}
    </Group>
  );
}
