// Cells several tables draw alike: a kind as a coloured badge, a value that is missing, the person behind a change.
import { Badge, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A kind of thing (an activity's action, a role's type) as a light badge in its colour. Statuses have their own
 * badge with an icon and the shared words: ui/StatusBadge.tsx.
 */
export function KindBadge({ color, testId, children }: { color: string; testId?: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} data-testid={testId}>
      {children}
    </Badge>
  );
}

/** What stands in a cell for a value there is not (no role, never used, unknown person). */
export function Dimmed({ children }: { children: ReactNode }) {
  return (
    <Text span size="sm" c="dimmed">
      {children}
    </Text>
  );
}

type Person = { userFullName?: string | null; email: string };

/** A person as a reader knows them: their name, or their e-mail when they gave none. */
export function personName(person: Person): string {
  return person.userFullName || person.email;
}

/** The person who did something, or a dimmed word when the account is gone. */
export function Actor({ person, unknown }: { person: Person | null | undefined; unknown: string }) {
  return person ? personName(person) : <Dimmed>{unknown}</Dimmed>;
}
