// A message body with its links clickable (short links and QR links the families would follow).
import { Anchor } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

const URL_PATTERN = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)]/g;

export function linkify(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    if (match.index > at) nodes.push(<Fragment key={`t${at}`}>{text.slice(at, match.index)}</Fragment>);
    nodes.push(
      <Anchor
        key={`a${match.index}`}
        href={match[0]}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="outbox-link"
      >
        {match[0]}
      </Anchor>,
    );
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return nodes;
}
