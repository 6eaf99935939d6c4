// The builder's head: the form's name and status, "Save draft", "Publish" (asks first and names the version it
// makes), "Close" for a published form, the XLSForm export, and once published the public link with a copy button
// and a QR code, for whoever may fill, the way to fill it in staff mode, and for whoever may review, the way to the
// form's submissions.
import { useMutation } from '@apollo/client/react';
import { Button, CopyButton, Group, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import {
  IconCheck,
  IconCopy,
  IconDeviceFloppy,
  IconFileSpreadsheet,
  IconInbox,
  IconLock,
  IconPencilCheck,
  IconSend,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '../auth/SessionContext.js';
import type { FragmentType } from '../generated/fragment-masking.js';
import type { SmartFormBuilder_FormFragment } from '../generated/graphql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { CloseSmartFormDocument, PublishSmartFormDocument, type SmartFormBuilderFragment } from './operations.js';
import { PublicLinkQr } from './PublicLinkQr.js';
import type { Problem } from './problems.js';
import { SmartFormStatusBadge } from './SmartFormStatusBadge.js';
import { smartFormPath } from './SmartFormTable.js';
import { staffFillPath } from './staffFill.js';
import { downloadXlsForm } from './xlsformFile.js';

export type BuilderForm = Omit<SmartFormBuilder_FormFragment, ' $fragmentName'>;

type Props = {
  form: BuilderForm;
  dirty: boolean;
  saving: boolean;
  canUpdate: boolean;
  /** SMART_FORMS CREATE: the member may fill the published form in staff mode. */
  canFill: boolean;
  onSave: () => void;
  /** The form as the server answered a publication or a closing. */
  onForm: (form: FragmentType<typeof SmartFormBuilderFragment>) => void;
  /** Why the server refused to publish, placed on the draft. */
  onRefused: (fieldErrors: readonly Problem[]) => void;
};

export function BuilderHeader({ form, dirty, saving, canUpdate, canFill, onSave, onForm, onRefused }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const { showAlert } = useAlerts();
  const [publish] = useMutation(PublishSmartFormDocument);
  const [close] = useMutation(CloseSmartFormDocument);
  const nextVersion = (form.publishedVersion ?? 0) + 1;

  const publication = useConfirmation<number>(async (version) => {
    const result = (await publish({ variables: { id: form.smartFormId } })).data?.publishSmartForm;
    if (!result?.smartForm) {
      onRefused(result?.fieldErrors ?? []);
      return refusalMessage(t, result) ?? t('smartForms.builder.publishFailed');
    }
    onForm(result.smartForm);
    showAlert('success', t('smartForms.builder.published', { version }));
    return null;
  });
  const closing = useConfirmation<true>(async () => {
    const result = (await close({ variables: { id: form.smartFormId } })).data?.closeSmartForm;
    if (!result?.smartForm) return refusalMessage(t, result) ?? t('smartForms.builder.closeFailed');
    onForm(result.smartForm);
    showAlert('success', t('smartForms.builder.closed'));
    return null;
  });
  const exportFile = () =>
    downloadXlsForm(session, form).catch((error: unknown) =>
      showAlert('error', t('smartForms.builder.exportFailed', { message: errorMessage(error, t) })),
    );
  const publicUrl = form.publicPath ? new URL(form.publicPath, window.location.origin).href : null;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="builder-form-name">
              {form.formName}
            </Title>
            <SmartFormStatusBadge status={form.status} testId="builder-status" />
            {form.publishedVersion !== null && (
              <Text size="sm" c="dimmed" data-testid="builder-published-version">
                {t('smartForms.versions.number', { version: form.publishedVersion })}
              </Text>
            )}
          </Group>
          {form.description && (
            <Text size="sm" c="dimmed">
              {form.description}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          {canFill && form.status === 'PUBLISHED' && (
            <Button
              component={Link}
              to={staffFillPath(form.smartFormId)}
              variant="default"
              leftSection={<IconPencilCheck size={16} aria-hidden="true" />}
              data-testid="builder-fill"
            >
              {t('smartForms.fill.open')}
            </Button>
          )}
          {canUpdate && form.publishedVersion !== null && (
            <Button
              component={Link}
              to={`${smartFormPath(form.smartFormId)}/submissions`}
              variant="default"
              leftSection={<IconInbox size={16} aria-hidden="true" />}
              data-testid="builder-submissions"
            >
              {t('smartForms.submissions.open')}
            </Button>
          )}
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden="true" />}
            onClick={() => void exportFile()}
            data-testid="builder-export"
          >
            {t('smartForms.builder.export')}
          </Button>
          {canUpdate && form.status === 'PUBLISHED' && (
            <Button
              variant="default"
              color="orange"
              leftSection={<IconLock size={16} aria-hidden="true" />}
              onClick={() => closing.ask(true)}
              data-testid="builder-close"
            >
              {t('smartForms.builder.close')}
            </Button>
          )}
          {canUpdate && (
            <Tooltip label={t('smartForms.builder.saveFirst')} disabled={!dirty}>
              <Button
                variant="light"
                leftSection={<IconSend size={16} aria-hidden="true" />}
                disabled={dirty || saving}
                onClick={() => publication.ask(nextVersion)}
                data-testid="builder-publish"
              >
                {t('smartForms.builder.publish')}
              </Button>
            </Tooltip>
          )}
          {canUpdate && (
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              loading={saving}
              disabled={!dirty}
              onClick={onSave}
              data-testid="builder-save"
            >
              {t('smartForms.builder.save')}
            </Button>
          )}
        </Group>
      </Group>
      {dirty && (
        <Text size="sm" c="orange" data-testid="builder-unsaved">
          {t('smartForms.builder.unsaved')}
        </Text>
      )}
      {publicUrl && (
        <Group gap="xs" align="flex-end" data-testid="builder-public-link">
          <TextInput
            label={t('smartForms.builder.publicLink')}
            description={
              form.status === 'CLOSED'
                ? t('smartForms.builder.publicLinkClosed')
                : t('smartForms.builder.publicLinkHint')
            }
            value={publicUrl}
            readOnly
            w={460}
            maw="100%"
            data-testid="builder-public-url"
          />
          <CopyButton value={publicUrl}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
                }
                onClick={copy}
                data-testid="builder-copy-link"
              >
                {copied ? t('smartForms.builder.copied') : t('smartForms.builder.copy')}
              </Button>
            )}
          </CopyButton>
          <PublicLinkQr url={publicUrl} formName={form.formName} />
        </Group>
      )}

      <ConfirmDialog
        confirmation={publication}
        title={t('smartForms.builder.publishTitle')}
        question={t('smartForms.builder.publishQuestion', { version: publication.target ?? nextVersion })}
        cancelLabel={t('smartForms.builder.cancel')}
        confirmLabel={t('smartForms.builder.publishConfirm', { version: publication.target ?? nextVersion })}
        testId="builder-publish"
      />
      <ConfirmDialog
        confirmation={closing}
        title={t('smartForms.builder.closeTitle')}
        question={t('smartForms.builder.closeQuestion')}
        cancelLabel={t('smartForms.builder.cancel')}
        confirmLabel={t('smartForms.builder.closeConfirm')}
        testId="builder-close"
      />
    </Stack>
  );
}
