import { useNavigate } from 'react-router';
import type { AccountType, FamilyAccount } from '@taskboard/contract';
import { Avatar, Button, ChevronDownIcon, Menu, Spinner, Stack } from '@taskboard/ui';
import { useT } from '../i18n/useT';
import { accountMenuLinks } from './menuEntries';

export interface AccountMenuProps {
  username: string;
  /** The name the button shows: a child's display name, else the username. */
  shownName?: string;
  accountType: AccountType;
  /** The family accounts to switch between; empty hides the Switch Account list. */
  switchAccounts: FamilyAccount[];
  switchingTo: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitch: (account: FamilyAccount) => void;
  onLogout: () => void;
}

/** The top bar's account menu (spec §2). */
export function AccountMenu({
  username,
  shownName = username,
  accountType,
  switchAccounts,
  switchingTo,
  open,
  onOpenChange,
  onSwitch,
  onLogout,
}: AccountMenuProps) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Menu.Root open={open} onOpenChange={onOpenChange}>
      {/* The avatar sits beside the button: its drawn initial is not part of the button's name,
          and a name that leaves out visible text trips up voice control. */}
      <Stack direction="row" gap="xs" align="center">
        <Avatar name={shownName} size="sm" aria-hidden />
        <Menu.Trigger asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('navigation.accountMenu.label', { username: shownName })}
          >
            {shownName}
            <ChevronDownIcon />
          </Button>
        </Menu.Trigger>
      </Stack>
      <Menu.Content>
        {switchAccounts.length > 0 ? (
          <>
            <Menu.Label>{t('navigation.switchAccount.heading')}</Menu.Label>
            <Menu.Group>
              {switchAccounts.map((account) => (
                <Menu.Item
                  key={account.username}
                  aria-busy={switchingTo === account.username || undefined}
                  disabled={switchingTo !== null}
                  onSelect={(event) => {
                    // The menu stays open while the switch runs, showing its spinner.
                    event.preventDefault();
                    onSwitch(account);
                  }}
                >
                  <Avatar name={account.username} size="sm" aria-hidden />
                  {account.username === username
                    ? t('navigation.switchAccount.current', { username: account.username })
                    : account.username}
                  {switchingTo === account.username ? (
                    <Spinner
                      label={t('navigation.switchAccount.switching', {
                        username: account.username,
                      })}
                    />
                  ) : null}
                </Menu.Item>
              ))}
            </Menu.Group>
            <Menu.Separator />
          </>
        ) : null}
        {accountMenuLinks(accountType).map((link) => (
          <Menu.Item key={link.label} onSelect={() => void navigate(link.to)}>
            {t(link.label)}
          </Menu.Item>
        ))}
        <Menu.Separator />
        <Menu.Item tone="danger" onSelect={onLogout}>
          {t('navigation.logout')}
        </Menu.Item>
      </Menu.Content>
    </Menu.Root>
  );
}
