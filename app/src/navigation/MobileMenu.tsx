import { Link } from 'react-router';
import type { AccountType, FamilyAccount } from '@taskboard/contract';
import {
  Avatar,
  Button,
  Card,
  Dialog,
  FamilyMemberCard,
  Heading,
  IconButton,
  Stack,
  Text,
} from '@taskboard/ui';
import { accountMenuLinks } from './menuEntries';
import { MainNav } from './MainNav';
import { useDateFormatting } from '../preferences/usePreferences';
import type { MessageId } from '../i18n/messageId';
import { useLocalizedPath } from '../i18n/localizedPath';
import { useT } from '../i18n/useT';
import { familyMemberOf } from '../presentation/accounts';

export interface MobileMenuProps {
  username: string;
  /** The name the account card shows: a child's display name, else the username. */
  shownName?: string;
  accountType: AccountType;
  isPrimaryChild: boolean;
  switchAccounts: FamilyAccount[];
  switchingTo: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSwitch: (account: FamilyAccount) => void;
  onLogout: () => void;
}

function accountLabel(accountType: AccountType, isPrimaryChild: boolean): MessageId {
  if (accountType === 'PARENT') return 'navigation.accountType.parent';
  return isPrimaryChild ? 'navigation.accountType.primaryChild' : 'navigation.accountType.child';
}

function HamburgerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M4 12h16M4 18h16"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The phone menu (spec §2): the account card, the side navigation and the account entries. */
export function MobileMenu({
  username,
  shownName = username,
  accountType,
  isPrimaryChild,
  switchAccounts,
  switchingTo,
  open,
  onOpenChange,
  onSwitch,
  onLogout,
}: MobileMenuProps) {
  const dates = useDateFormatting();
  const t = useT();
  const localized = useLocalizedPath();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <IconButton label={t('navigation.mobileMenu.open')} variant="ghost">
          <HamburgerIcon />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Content title={t('navigation.mobileMenu.title')}>
        <Stack gap="md">
          <Card padding="sm">
            <Stack direction="row" gap="sm" align="center">
              <Avatar name={shownName} aria-hidden />
              <Stack gap="xs">
                <Text weight="bold">{shownName}</Text>
                <Text size="sm" tone="muted">
                  {t(accountLabel(accountType, isPrimaryChild))}
                </Text>
              </Stack>
            </Stack>
          </Card>
          <MainNav onNavigate={close} />
          {switchAccounts.length > 0 ? (
            <Stack gap="sm" as="section" aria-labelledby="mobile-switch-account">
              <Heading level={2} id="mobile-switch-account">
                {t('navigation.switchAccount.heading')}
              </Heading>
              {switchAccounts.map((account) => (
                <FamilyMemberCard
                  key={account.username}
                  formatDate={dates.date}
                  member={familyMemberOf(account)}
                  current={account.username === username}
                  pending={switchingTo === account.username}
                  onSelect={() => onSwitch(account)}
                />
              ))}
            </Stack>
          ) : null}
          <Stack gap="xs">
            {accountMenuLinks(accountType).map((link) => (
              <Button key={link.label} variant="ghost" asChild>
                <Link to={link.to} onClick={close}>
                  {t(link.label)}
                </Link>
              </Button>
            ))}
            <Button variant="ghost" asChild>
              <Link to={localized('/homepage#features')} onClick={close}>
                {t('navigation.features')}
              </Link>
            </Button>
            <Button tone="danger" onClick={onLogout}>
              {t('navigation.logout')}
            </Button>
          </Stack>
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}
