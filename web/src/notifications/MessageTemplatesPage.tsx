// /message-templates: the organisation's message templates per language and channel, created and edited with the
// placeholder-checking editor, and the default language used for families with no template in theirs.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Center, EmptyState, Group, Loader, Text, TextInput } from '@mantine/core';
import { IconMessage, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { type MessageWords, refusalMessage } from '../i18n/fieldErrors.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';
import { DataTable } from '../list/DataTable.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { useAlerts } from '../ui/alerts.js';
import { useBreadcrumbs } from '../ui/breadcrumbs.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { type EditedTemplate, TemplateEditor } from './TemplateEditor.js';
import {
  DeleteMessageTemplateDocument,
  MessageTemplatesDocument,
  UpdateNotificationSettingsDocument,
} from './templateDocuments.js';

export function MessageTemplatesPage() {
  useTextBundle(NOTIFICATIONS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  useBreadcrumbs([{ label: t('nav.messageTemplates'), path: '/message-templates' }]);
  const { data, loading, error, refetch } = useQuery(MessageTemplatesDocument);
  const [remove] = useMutation(DeleteMessageTemplateDocument);
  const [saveSettings, savingSettings] = useMutation(UpdateNotificationSettingsDocument);
  // undefined: closed; null: a new template.
  const [editing, setEditing] = useState<EditedTemplate | null | undefined>(undefined);
  const [defaultLanguage, setDefaultLanguage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const saved = data?.notificationSettings.defaultLanguage;
  useEffect(() => {
    if (saved) setDefaultLanguage(saved);
  }, [saved]);

  const run = async (
    action: () => Promise<{ code?: string | null; message?: string | null; words?: MessageWords | null } | undefined>,
    done: string,
  ) => {
    setProblem(null);
    try {
      const result = await action();
      if (!result || result.code) {
        setProblem(refusalMessage(t, result) ?? t('templates.loadError', { message: '' }));
        return;
      }
      showAlert('success', done);
      void refetch();
    } catch (e) {
      setProblem(errorMessage(e, t));
    }
  };

  if (loading && !data) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('app.loading')} data-testid="templates-loading" />
      </Center>
    );
  }
  const templates = data?.messageTemplates.edges.map((e) => e.node) ?? [];
  return (
    <Page
      size="lg"
      title={t('templates.title')}
      actions={
        <IconButton icon={IconPlus} onClick={() => setEditing(null)} data-testid="create-template">
          {t('templates.create')}
        </IconButton>
      }
    >
      {error && (
        <Alert color="red" role="alert" data-testid="templates-error">
          {t('templates.loadError', { message: errorMessage(error, t) })}
        </Alert>
      )}
      {problem && (
        <Alert color="red" role="alert" data-testid="templates-problem">
          {problem}
        </Alert>
      )}
      {data && (
        <Card withBorder>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('templates.defaultLanguage')}
              maxLength={2}
              w={200}
              value={defaultLanguage}
              onChange={(e) => setDefaultLanguage(e.currentTarget.value.toLowerCase())}
              data-testid="default-language"
            />
            <Button
              variant="light"
              loading={savingSettings.loading}
              disabled={!defaultLanguage.trim() || defaultLanguage === saved}
              data-testid="save-default-language"
              onClick={() =>
                void run(
                  async () =>
                    (await saveSettings({ variables: { input: { defaultLanguage: defaultLanguage.trim() } } })).data
                      ?.updateNotificationSettings,
                  t('templates.defaultLanguageSaved'),
                )
              }
            >
              {t('templates.save')}
            </Button>
          </Group>
        </Card>
      )}
      {data && templates.length === 0 && (
        <EmptyState
          data-testid="templates-empty"
          icon={<IconMessage size={32} aria-hidden="true" />}
          title={t('templates.empty')}
        />
      )}
      {templates.length > 0 && (
        <DataTable
          rows={templates}
          rowKey={(tpl) => tpl.templateId}
          rowData={(tpl) => ({ 'data-language': tpl.language })}
          label={t('templates.title')}
          testId="templates-table"
          rowTestId="template-row"
          minWidth={700}
          columns={[
            {
              header: t('templates.columns.language'),
              cell: (tpl) => (
                <Group gap={4}>
                  {tpl.language}
                  {tpl.isDefaultLanguage && (
                    <Badge size="xs" variant="light">
                      {t('templates.isDefault')}
                    </Badge>
                  )}
                </Group>
              ),
            },
            { header: t('templates.columns.channel'), cell: (tpl) => tpl.channel },
            {
              header: t('templates.columns.body'),
              cell: (tpl) => (
                <Text size="sm" lineClamp={2}>
                  {tpl.body}
                </Text>
              ),
            },
            { header: t('templates.columns.updatedAt'), cell: (tpl) => formatDateTime(tpl.updatedAt, numberFormat) },
            {
              header: '',
              cell: (tpl) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={() => setEditing(tpl)}
                    data-testid="edit-template"
                  >
                    {t('templates.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    data-testid="delete-template"
                    onClick={() =>
                      void run(
                        async () => (await remove({ variables: { id: tpl.templateId } })).data?.deleteMessageTemplate,
                        t('templates.deleted'),
                      )
                    }
                  >
                    {t('templates.delete')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      {editing !== undefined && (
        <TemplateEditor
          template={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void refetch();
          }}
        />
      )}
    </Page>
  );
}
