// The head of a page: its title, a line that says what the page is for, and the page's actions at the other end;
// above it, on a page inside a list, the way back to the list.
import { Anchor, Container, type ContainerProps, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

type HeaderProps = {
  title: string;
  /** Under the title, dimmed; nothing when empty (e.g. a count still loading). */
  intro?: ReactNode;
  introTestId?: string;
  /** Buttons at the right end of the title's row. */
  actions?: ReactNode;
};

export function PageHeader({ title, intro, introTestId, actions }: HeaderProps) {
  return (
    <Group justify="space-between" align={intro ? 'flex-start' : 'center'}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {intro && (
          <Text c="dimmed" size="sm" data-testid={introTestId}>
            {intro}
          </Text>
        )}
      </div>
      {actions}
    </Group>
  );
}

type PageProps = HeaderProps & {
  size: ContainerProps['size'];
  /** On a page inside a list, the way back to it. */
  back?: { to: string; label: string };
  children: ReactNode;
};

/** A page of its own: its width, its head, and its content in one column. */
export function Page({ size, back, children, ...header }: PageProps) {
  return (
    <Container size={size}>
      <Stack gap="md">
        {back && <BackLink to={back.to} label={back.label} />}
        <PageHeader {...header} />
        {children}
      </Stack>
    </Container>
  );
}

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        {label}
      </Group>
    </Anchor>
  );
}
