import type { FamilyAccount, UserSettings } from '@taskboard/contract';
import { Card, Heading, Stack, Text } from '@taskboard/ui';
import type { MessageId } from '../i18n/messageId';
import { useT } from '../i18n/useT';

/**
 * A child's Notifications tab: nothing is sent to a child, so it has no switches, only where its
 * notifications go (the server refuses a child's change to them).
 */
export function ChildNotificationsNotice() {
  const t = useT();
  return (
    <Card>
      <Stack gap="sm" as="section" aria-labelledby="child-notifications-heading">
        <Heading level={2} id="child-notifications-heading">
          {t('settings.notifications.child.title')}
        </Heading>
        <Text>{t('settings.notifications.child.text')}</Text>
      </Stack>
    </Card>
  );
}

/** The kinds about one child a parent may receive, as the parent's own settings set them. */
const frequencyKinds = [
  ['task_reminders', 'settings.field.task_reminders'],
  ['goal_deadlines', 'settings.field.goal_deadlines'],
  ['badge_achievements', 'settings.field.badge_achievements'],
] as const satisfies readonly (readonly [keyof UserSettings['notifications'], MessageId])[];

/**
 * A parent's Notifications tab, under its switches: each child with the kinds the parent
 * receives about that child (the parent's choices apply to every child; nothing goes to a child).
 */
export function ChildrenNotificationsList({
  childAccounts,
  settings,
}: {
  childAccounts: readonly Pick<FamilyAccount, 'id' | 'username'>[];
  settings: Pick<UserSettings, 'notifications' | 'security'>;
}) {
  const t = useT();
  if (childAccounts.length === 0) return null;
  const { notifications, security } = settings;
  const anyChannel = notifications.email_notifications || notifications.push_notifications;
  const onOff = (on: boolean) =>
    t(on ? 'settings.notifications.children.on' : 'settings.notifications.children.off');
  const kinds = [
    ...frequencyKinds.map(([field, label]) => ({
      label: t(label),
      value: t(`settings.frequency.${notifications[field]}`),
      byChannel: true,
    })),
    {
      label: t('settings.field.weekly_digest'),
      value: onOff(notifications.weekly_digest),
      byChannel: true,
    },
    // A security mail: its own switch decides, whatever the other notifications say.
    {
      label: t('settings.field.login_notifications'),
      value: onOff(security.login_notifications),
      byChannel: false,
    },
  ];
  return (
    <Card>
      <Stack gap="md" as="section" aria-labelledby="children-notifications-heading">
        <Heading level={2} id="children-notifications-heading">
          {t('settings.notifications.children.heading')}
        </Heading>
        <Text tone="muted" size="sm">
          {anyChannel
            ? t('settings.notifications.children.intro')
            : t('settings.notifications.children.nothing')}
        </Text>
        {childAccounts.map((child) => (
          <Stack key={child.id} gap="xs" as="section" aria-label={child.username}>
            <Heading level={3}>{child.username}</Heading>
            <Stack as="ul" gap="xs">
              {kinds.map((kind) => (
                <li key={kind.label}>
                  <Text size="sm">
                    {t('settings.notifications.children.kind', {
                      kind: kind.label,
                      value:
                        anyChannel || !kind.byChannel ? kind.value : t('settings.frequency.NEVER'),
                    })}
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
