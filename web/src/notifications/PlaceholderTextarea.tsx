// A template's text with the placeholder rule of common/ applied as the user types: unknown `{...}` tokens are
// underlined in a copy of the text and listed with their message; the five allowed ones are insert buttons.
import { PLACEHOLDERS, templateProblems } from '@aid/common/notifications';
import { Box, Button, Group, List, Paper, Text, Textarea } from '@mantine/core';
import { Fragment, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The server's message for the field, when it refused the text. */
  error?: string | null;
  testId: string;
};

/** `text` cut into plain parts and bad tokens, in order, for the underlined copy. */
export function markedParts(text: string): { text: string; bad: boolean; start: number }[] {
  const parts: { text: string; bad: boolean; start: number }[] = [];
  let at = 0;
  for (const problem of templateProblems(text)) {
    if (problem.start > at) parts.push({ text: text.slice(at, problem.start), bad: false, start: at });
    parts.push({ text: text.slice(problem.start, problem.end), bad: true, start: problem.start });
    at = problem.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), bad: false, start: at });
  return parts;
}

export function PlaceholderTextarea({ label, value, onChange, error, testId }: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const problems = templateProblems(value);

  // At the caret (or replacing the selection), then the caret after the inserted token.
  const insert = (token: string) => {
    const el = area.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    onChange(value.slice(0, start) + token + value.slice(end));
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Box>
      <Textarea
        ref={area}
        label={label}
        withAsterisk
        autosize
        minRows={3}
        value={value}
        error={error ?? (problems.length > 0 ? t('templates.problems') : undefined)}
        onChange={(e) => onChange(e.currentTarget.value)}
        data-testid={testId}
      />
      <Group gap={4} mt={6} aria-label={t('templates.insert')} role="group">
        <Text size="xs" c="dimmed">
          {t('templates.insert')}:
        </Text>
        {PLACEHOLDERS.map((p) => (
          <Button
            key={p}
            size="compact-xs"
            variant="light"
            onClick={() => insert(`{${p}}`)}
            data-testid={`insert-placeholder-${p}`}
          >{`{${p}}`}</Button>
        ))}
      </Group>
      {problems.length > 0 && (
        <Paper withBorder p="xs" mt="xs" data-testid={`${testId}-problems`}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`${testId}-marked`}>
            {markedParts(value).map((part) =>
              part.bad ? (
                <Text
                  key={part.start}
                  component="u"
                  c="red"
                  fw={600}
                  style={{ textDecorationStyle: 'wavy' }}
                  data-testid="bad-placeholder"
                >
                  {part.text}
                </Text>
              ) : (
                <Fragment key={part.start}>{part.text}</Fragment>
              ),
            )}
          </Text>
          <List size="sm" c="red" mt={4}>
            {problems.map((problem) => (
              <List.Item key={problem.start} data-testid="placeholder-problem">
                {problem.message}
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}
