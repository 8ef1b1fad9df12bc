import { Text } from '@mantine/core';
import { Fragment, useMemo, type ReactNode } from 'react';
import { AnchorLink } from '../../ui/links.tsx';
import { parseActivityHtml, type ActivityNode } from './activity-html.ts';

function render(nodes: ActivityNode[]): ReactNode[] {
  return nodes.map((node, i) => {
    if (node.kind === 'text') return <Fragment key={i}>{node.text}</Fragment>;
    if (node.kind === 'strong') return <strong key={i}>{render(node.children)}</strong>;
    // Paths of this site only (activity-html.ts); the router matches them like any address.
    return (
      <AnchorLink key={i} to={node.to as never} search={node.search as never} fz="sm" fw={600}>
        {render(node.children)}
      </AnchorLink>
    );
  });
}

/** An activity's message: its HTML read through the allowlist and rendered as React elements (never as HTML). */
export function ActivityMessage({ html }: { html: string }) {
  const nodes = useMemo(() => parseActivityHtml(html), [html]);
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
      {render(nodes)}
    </Text>
  );
}
