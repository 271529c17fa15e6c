import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@taskboard/ui';
import { PublicPage } from '../navigation/PublicPage';

export function meta() {
  return [
    { title: 'Terms | Bitesize TaskBoard' },
    { name: 'description', content: 'The terms for using Bitesize TaskBoard as a family.' },
  ];
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{title}</Heading>
      {children}
    </Stack>
  );
}

export default function Terms() {
  return (
    <PublicPage>
      <Stack gap="lg">
        <Heading level={1}>Terms</Heading>
        <Text size="lg">
          Bitesize TaskBoard helps young children and their parents set small goals and finish them
          step by step. By creating an account you agree to these terms.
        </Text>
        <Part title="Who may have an account">
          <Text>
            Accounts are opened by a parent or guardian, who is responsible for the child accounts
            of the family and for keeping the family's password private. Children use the product
            through the accounts their parent creates.
          </Text>
        </Part>
        <Part title="Using the product">
          <Text>
            Use the board, the helper and the directory for your family's own goals. Do not try to
            read or change another family's data, overload the service, or put content in goals,
            tasks or your profile that is unkind, unsafe for children or not yours to share.
          </Text>
        </Part>
        <Part title="Suggested steps and articles">
          <Text>
            Suggested steps and the articles in the content library are ideas for families, not
            medical, psychological or educational advice. Adults decide which steps suit their
            child, and should ask a professional about health or development concerns.
          </Text>
        </Part>
        <Part title="Your content">
          <Text>
            What you write stays yours. The product stores it only to show it to your family and, as
            your privacy settings allow, to others in the directory. The privacy page lists what is
            stored and why.
          </Text>
        </Part>
        <Part title="Ending your account">
          <Text>
            You can delete your account at any time from the settings; its family accounts and their
            data are removed. An account that breaks these terms may be suspended.
          </Text>
        </Part>
        <Part title="Changes">
          <Text>
            When these terms change, the new version is published on this page before it applies.
          </Text>
        </Part>
      </Stack>
    </PublicPage>
  );
}
