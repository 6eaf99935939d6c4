// One filled form in staff mode: the published version drawn as the builder's preview draws it (PreviewInput, the
// same relevance), checked by common's checkAnswers before sending, then sent with submitSmartForm under a key made
// once for this filled form (a retry after a lost answer sends the same key). The server's refusal goes beside the
// fields it names; the receipt says PENDING or ACCEPTED and offers the next form.

import { checkAnswers, isEmptyAnswer, type SmartFormDefinition, type SmartFormElement } from '@aid/common/smart-forms';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SubmissionStatus } from '../generated/graphql.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { errorMessage } from '../ui/errorMessage.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { problemText, visibleParts } from './FormPreview.js';
import { languageName, shownText } from './languages.js';
import { PreviewInput } from './PreviewInput.js';
import type { Problem } from './problems.js';
import { smartFormPath } from './SmartFormTable.js';
import { StaffCaptureInput } from './StaffCaptureInput.js';
import { answersInput, newIdempotencyKey, placeAnswerErrors, SubmitSmartFormDocument } from './staffFill.js';

const CAPTURED = new Set<SmartFormElement['type']>(['PHOTO', 'SIGNATURE', 'LOCATION']);

type Receipt = { submissionId: string; status: SubmissionStatus };

type Props = {
  smartFormId: string;
  version: number;
  definition: SmartFormDefinition;
  /** Whether the member may open the review page (SMART_FORMS UPDATE). */
  canReview: boolean;
};

function ReceiptPanel({
  receipt,
  reviewPath,
  onAnother,
}: {
  receipt: Receipt;
  reviewPath: string | null;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} data-testid="fill-receipt" role="status">
      <Stack gap="xs" align="flex-start">
        <Group gap="xs">
          <Text fw={500}>{t('smartForms.fill.sent')}</Text>
          <StatusBadge vocabulary="submission" value={receipt.status} testId="fill-receipt-status" />
        </Group>
        <Text size="sm">
          {receipt.status === 'ACCEPTED' ? t('smartForms.fill.acceptedHint') : t('smartForms.fill.pendingHint')}
        </Text>
        <Text size="xs" c="dimmed" data-testid="fill-receipt-id">
          {receipt.submissionId}
        </Text>
        <Group gap="xs">
          <Button onClick={onAnother} data-testid="fill-another">
            {t('smartForms.fill.another')}
          </Button>
          {reviewPath && (
            <Button component={Link} to={reviewPath} variant="default" data-testid="fill-review-link">
              {t('smartForms.fill.review')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

export function StaffFillForm({ smartFormId, version, definition, canReview }: Props) {
  const { t, i18n } = useTranslation();
  const [submit, { loading: sending }] = useMutation(SubmitSmartFormDocument);
  const [chosen, setChosen] = useState(definition.defaultLanguage);
  const language = definition.languages.includes(chosen) ? chosen : definition.defaultLanguage;
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  // Made once per filled form and kept across retries; "Fill another" starts a new one.
  const [key, setKey] = useState(newIdempotencyKey);
  // REQUIRED shows once the member tries to send, not on a form just opened.
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Map<string, Problem[]>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const names = useMemo(
    () => new Set(definition.pages.flatMap((page) => page.elements.map((element) => element.name))),
    [definition],
  );
  const check = useMemo(() => checkAnswers(definition, answers), [definition, answers]);
  const parts = visibleParts(definition, check.answers);
  const clientErrors = new Map(check.errors.map((error) => [error.field, error]));
  const elementCount = parts.reduce((sum, part) => sum + part.elements.length, 0);

  const shown = (element: SmartFormElement): string | undefined => {
    const server = serverErrors.get(element.name);
    if (server?.length) return server.map((problem) => problemText(t, problem, element, language)).join(' ');
    const error = clientErrors.get(element.name);
    if (!error || (!tried && isEmptyAnswer(answers[element.name]))) return undefined;
    return problemText(t, error, element, language);
  };
  const answer = (name: string) => (value: unknown) => {
    setAnswers((current) => ({ ...current, [name]: value }));
    // The server's word on an answer no longer holds once it is changed.
    setServerErrors((current) => {
      if (!current.has(name)) return current;
      const next = new Map(current);
      next.delete(name);
      return next;
    });
  };

  const send = async () => {
    setTried(true);
    setFailure(null);
    if (check.errors.length > 0) return;
    try {
      const input = {
        idempotencyKey: key,
        version,
        answers: answersInput(check.answers),
        deviceTime: new Date().toISOString(),
      };
      const result = (await submit({ variables: { id: smartFormId, input } })).data?.submitSmartForm;
      if (result?.submissionId && result.status) {
        setReceipt({ submissionId: result.submissionId, status: result.status });
        return;
      }
      const placed = placeAnswerErrors(result?.fieldErrors ?? [], names);
      setServerErrors(placed.byElement);
      const others = placed.form.map((problem) => problem.message).join(' ');
      setFailure(
        t('smartForms.fill.refused', {
          message: [refusalMessage(t, result) ?? t('smartForms.fill.failed'), others].join(' ').trim(),
        }),
      );
    } catch (error) {
      // Nothing is known of the sending: the same key is sent again on retry, so it can never make two people.
      setFailure(t('smartForms.fill.sendError', { message: errorMessage(error, t) }));
    }
  };

  const another = () => {
    setAnswers({});
    setTried(false);
    setServerErrors(new Map());
    setFailure(null);
    setReceipt(null);
    setKey(newIdempotencyKey());
  };

  if (receipt) {
    return (
      <ReceiptPanel
        receipt={receipt}
        reviewPath={canReview ? `${smartFormPath(smartFormId)}/submissions` : null}
        onAnother={another}
      />
    );
  }

  return (
    <Stack gap="lg" lang={language} maw={640} data-testid="fill-form">
      {definition.languages.length > 1 && (
        <NativeSelect
          label={t('smartForms.preview.language')}
          value={language}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={definition.languages.map((code) => ({ value: code, label: languageName(code, i18n.language) }))}
          w="fit-content"
          data-testid="fill-language"
        />
      )}
      {parts.map(({ page, elements }) => (
        <Stack key={page.pageId} gap="sm" data-testid="fill-page" data-page-name={page.name}>
          {shownText(page.title, language, definition.defaultLanguage) && (
            <Title order={2} size="h4">
              {shownText(page.title, language, definition.defaultLanguage)}
            </Title>
          )}
          {elements.map((element) => {
            const Input = CAPTURED.has(element.type) ? StaffCaptureInput : PreviewInput;
            return (
              <Box key={element.elementId} data-testid="fill-element" data-element-name={element.name}>
                <Input
                  element={element}
                  language={language}
                  defaultLanguage={definition.defaultLanguage}
                  value={answers[element.name]}
                  onChange={answer(element.name)}
                  error={shown(element)}
                />
              </Box>
            );
          })}
        </Stack>
      ))}
      {elementCount === 0 && (
        <Text c="dimmed" data-testid="fill-empty">
          {t('smartForms.fill.empty')}
        </Text>
      )}
      {tried && check.errors.length > 0 && (
        <Text size="sm" c="red" role="alert" data-testid="fill-problems">
          {t('smartForms.preview.refused', { count: check.errors.length })}
        </Text>
      )}
      {failure && (
        <Alert color="red" role="alert" data-testid="fill-failure">
          {failure}
        </Alert>
      )}
      <Group>
        <Button onClick={() => void send()} loading={sending} disabled={elementCount === 0} data-testid="fill-send">
          {failure ? t('smartForms.fill.retry') : t('smartForms.fill.send')}
        </Button>
      </Group>
    </Stack>
  );
}
