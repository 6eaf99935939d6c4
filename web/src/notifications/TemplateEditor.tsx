// Creating or editing a message template. A new one takes its language and channel; an existing one only its
// subject and text (language and channel are what identify it). The placeholder rule runs as the user types; the
// API applies the same rule and its field errors land on their field.
import { isKnownLanguage, templateProblems } from '@aid/common/notifications';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationChannel } from '../generated/graphql.js';
import { type MessageWords, refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { PlaceholderTextarea } from './PlaceholderTextarea.js';
import { CreateMessageTemplateDocument, UpdateMessageTemplateDocument } from './templateDocuments.js';

export type EditedTemplate = {
  templateId: string;
  language: string;
  channel: NotificationChannel;
  subject?: string | null;
  body: string;
};

const CHANNELS: NotificationChannel[] = ['SMS', 'EMAIL', 'WHATSAPP'];

type FieldErrors = Partial<Record<'language' | 'subject' | 'body', string>>;
type Result = {
  code?: string | null;
  message?: string | null;
  words?: MessageWords | null;
  fieldErrors: readonly { field: string; message: string }[];
};

type Props = { template: EditedTemplate | null; onClose: () => void; onSaved: () => void };

export function TemplateEditor({ template, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const [language, setLanguage] = useState(template?.language ?? '');
  const [channel, setChannel] = useState<NotificationChannel>(template?.channel ?? 'SMS');
  const [subject, setSubject] = useState(template?.subject ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateMessageTemplateDocument);
  const [update, updating] = useMutation(UpdateMessageTemplateDocument);

  const outcome = (result: Result | undefined): boolean => {
    if (result && !result.code) return true;
    const byField: FieldErrors = {};
    for (const e of result?.fieldErrors ?? []) {
      if (e.field === 'language' || e.field === 'subject' || e.field === 'body') byField[e.field] = e.message;
    }
    setErrors(byField);
    setRefusal(
      Object.keys(byField).length > 0 ? null : (refusalMessage(t, result) ?? t('templates.loadError', { message: '' })),
    );
    return false;
  };

  const save = async () => {
    setRefusal(null);
    const own: FieldErrors = {};
    if (!template && !isKnownLanguage(language.trim())) own.language = t('templates.languageInvalid');
    if (!body.trim()) own.body = t('templates.bodyRequired');
    if (templateProblems(body).length > 0) own.body = t('templates.problems');
    setErrors(own);
    if (Object.keys(own).length > 0) return;
    const subjectValue = subject.trim() || null;
    try {
      const ok = template
        ? outcome(
            (await update({ variables: { id: template.templateId, input: { subject: subjectValue, body } } })).data
              ?.updateMessageTemplate,
          )
        : outcome(
            (
              await create({
                variables: { input: { language: language.trim(), channel, subject: subjectValue, body } },
              })
            ).data?.createMessageTemplate,
          );
      if (!ok) return;
      showAlert('success', t('templates.saved'));
      onSaved();
    } catch (e) {
      setRefusal(errorMessage(e, t));
    }
  };

  return (
    <Modal opened onClose={onClose} title={template ? t('templates.edit') : t('templates.create')} size="lg" centered>
      <Stack gap="sm" data-testid="template-editor">
        {refusal && (
          <Alert color="red" role="alert" data-testid="template-error">
            {refusal}
          </Alert>
        )}
        <Group grow>
          <TextInput
            label={t('templates.language')}
            withAsterisk
            maxLength={2}
            disabled={Boolean(template)}
            value={language}
            error={errors.language}
            onChange={(e) => setLanguage(e.currentTarget.value.toLowerCase())}
            data-testid="template-language"
          />
          <Select
            label={t('templates.channel')}
            data={CHANNELS}
            disabled={Boolean(template)}
            allowDeselect={false}
            value={channel}
            onChange={(value) => value && setChannel(value as NotificationChannel)}
            data-testid="template-channel"
          />
        </Group>
        {channel === 'EMAIL' && (
          <TextInput
            label={t('templates.subject')}
            value={subject}
            error={errors.subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
            data-testid="template-subject"
          />
        )}
        <PlaceholderTextarea
          label={t('templates.body')}
          value={body}
          onChange={setBody}
          error={errors.body}
          testId="template-body"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('templates.cancel')}
          </Button>
          <Button
            onClick={() => void save()}
            loading={creating.loading || updating.loading}
            data-testid="save-template"
          >
            {t('templates.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
