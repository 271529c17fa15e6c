import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@taskboard/ui';
import { PublicPage } from '../navigation/PublicPage';

export function meta() {
  return [
    { title: 'Privacy | Bitesize TaskBoard' },
    {
      name: 'description',
      content: 'What Bitesize TaskBoard stores about a family, why, and how to remove it.',
    },
  ];
}

/** One titled part of the page. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="sm">
      <Heading level={2}>{title}</Heading>
      {children}
    </Stack>
  );
}

export default function Privacy() {
  return (
    <PublicPage>
      <Stack gap="lg">
        <Heading level={1}>Privacy</Heading>
        <Text size="lg">
          Bitesize TaskBoard is made for families with young children, so it keeps as little as it
          can and nothing it does not need to run the board. This page lists everything it stores.
        </Text>
        <Part title="Your family's accounts">
          <Text>
            A parent account holds a username, an e-mail address, a birth year and the password,
            stored only as an argon2id hash that cannot be turned back into the password. Each child
            account holds a username and a birth year: children have no e-mail address and sign in
            with the parent's password. The birth year sets the age the step suggestions are written
            for.
          </Text>
        </Part>
        <Part title="The board">
          <Text>
            Goals and tasks, with their titles, descriptions, colours, icons, status and the times
            they were created, changed and finished. Badges and streaks are worked out from these.
          </Text>
        </Part>
        <Part title="Sign-in sessions">
          <Text>
            Each sign-in keeps a session with the kind of device and browser, when it was last used
            and a fingerprint of its token (never the token itself), so you can see and end your
            sessions. An unused session expires on its own.
          </Text>
        </Part>
        <Part title="The step helper">
          <Text>
            When you ask for suggested steps, the goal's text and the child's age are used to write
            them. By default this happens on the product's own server with no outside service. If
            the family's server is set up with an external AI service, the goal text and age are
            sent to that service for the suggestion. The number of helper tokens used each day is
            counted to enforce the daily allowance.
          </Text>
        </Part>
        <Part title="E-mail">
          <Text>
            E-mails are sent only to confirm the address, to reset a password and for the
            notifications you switch on. Without a mail server the messages are kept in the server's
            outbox so the person running it can pass the link on.
          </Text>
        </Part>
        <Part title="The users directory and your settings">
          <Text>
            Your privacy settings decide whether other families can find you in the directory and
            which details they see. A child's account is never shown to anyone outside its family.
            Your settings for notifications, preferences and security are stored with your account.
          </Text>
        </Part>
        <Part title="In your browser">
          <Text>
            The browser keeps your sign-in token, the account you are using and the goal you last
            opened, in its local storage, so the board opens where you left it. There are no
            advertising or tracking cookies and no third-party analytics.
          </Text>
        </Part>
        <Part title="Security and removal">
          <Text>
            To slow down password guessing, the server counts recent sign-in attempts per network
            address for a minute. Deleting your account removes the family's accounts, boards,
            sessions and settings at once.
          </Text>
        </Part>
      </Stack>
    </PublicPage>
  );
}
