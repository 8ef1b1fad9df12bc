import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { DESIGNER_ISSUE_TEXTS as T } from '../../../../contracts/seating-web.messages.ts';
import { chartIssueMessage, type ChartIssue } from '../../../../domain/seating/index.ts';

/** The object an issue is about, to select when it is clicked. */
function issueObject(issue: ChartIssue): string | null {
  switch (issue.kind) {
    case 'duplicateSeat':
    case 'duplicateArea':
      return issue.objectIds.at(-1) ?? null;
    case 'noCategory':
    case 'unknownCategory':
      return issue.objectId;
    default:
      return null;
  }
}

/** The domain's checks as the organizer draws: what would stop the chart from being used for an event. */
export function IssuesPanel({ issues, onSelect }: { issues: ChartIssue[]; onSelect: (objectId: string) => void }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="designer-issues">
      <Group gap="xs">
        <Title order={2} fz="sm" id="designer-issues">
          {T.title}
        </Title>
        {issues.length > 0 ? (
          <Badge color="orange" variant="light" size="sm">
            {T.count(issues.length)}
          </Badge>
        ) : null}
      </Group>
      <div role="status">
        {issues.length === 0 ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={16} color="var(--mantine-color-green-7)" aria-hidden />
            <Text fz="sm">{T.none}</Text>
          </Group>
        ) : null}
      </div>
      {issues.length > 0 ? (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {issues.map((issue) => {
            const objectId = issueObject(issue);
            const content = (
              <Group gap={6} wrap="nowrap" align="flex-start">
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
                <Text fz="sm">{chartIssueMessage(issue)}</Text>
              </Group>
            );
            return (
              <li key={JSON.stringify(issue)}>
                {objectId ? (
                  <UnstyledButton onClick={() => onSelect(objectId)} style={{ textAlign: 'left' }}>
                    {content}
                  </UnstyledButton>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
