import type { ReactNode } from 'react';
import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** A staff list: striped, scrolling sideways below `minWidth`, one header row, then the rows. */
export function StaffTable({
  minWidth,
  headers,
  children,
  testId,
}: {
  minWidth: number;
  headers: string[];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's link to the item's own staff page. */
export function StaffRowLink({
  to,
  id,
  label,
  children,
}: {
  to: '/staff/lessons/$id' | '/staff/reports/$id';
  id: number;
  /** The link's accessible name, when its text alone does not say it. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Anchor
      underline="always"
      renderRoot={(props) => <Link {...props} to={to} params={{ id: String(id) }} />}
      aria-label={label}
    >
      {children}
    </Anchor>
  );
}
