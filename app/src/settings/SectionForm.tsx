import { useEffect, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  isDirty,
  settingsSectionMachine,
  type SaveSectionInput,
  type SectionValues,
  type SettingsSection,
} from '@taskboard/machines';
import { Banner, Button, Card, Heading, Select, Stack, Switch } from '@taskboard/ui';
import { useTranslateKnown } from '../i18n/knownMessages';
import { useT } from '../i18n/useT';
import type { SettingField } from './fields';

export interface SectionFormProps {
  section: SettingsSection;
  title: string;
  /** What the server last confirmed for this section. */
  saved: SectionValues;
  fields: SettingField[];
  /** Sends the changed fields; answers the section's values as the server now holds them. */
  save: (changes: SectionValues) => Promise<SectionValues>;
  /** Told once the server has accepted a change (the page keeps its copy in step). */
  onSaved?: (values: SectionValues) => void;
  /** Told when a save starts and ends, for the page's 'Saving changes...' banner. */
  onSavingChange?: (saving: boolean) => void;
  /** Extra parts under the form (sessions, export…). */
  children?: ReactNode;
}

/**
 * One settings tab's form, driven by settingsSectionMachine: local edits, 'Save Changes' only
 * when something changed, only the changed fields sent, the reply replacing the saved values.
 */
export function SectionForm({
  section,
  title,
  saved,
  fields,
  save,
  onSaved,
  onSavingChange,
  children,
}: SectionFormProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const [state, send] = useMachine(
    settingsSectionMachine.provide({
      actors: {
        saveSection: fromPromise<SectionValues, SaveSectionInput>(async ({ input }) => {
          const values = await save(input.changes);
          onSaved?.(values);
          return values;
        }),
      },
    }),
    { input: { section, saved } },
  );
  const { edits, successMessage, errorMessage } = state.context;
  const saving = state.matches('saving');
  useEffect(() => onSavingChange?.(saving), [saving, onSavingChange]);

  return (
    <Card>
      <Stack gap="lg">
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => {
            event.preventDefault();
            send({ type: 'settings.save' });
          }}
        >
          <Stack gap="md">
            <Heading level={2}>{title}</Heading>
            {successMessage ? (
              <Banner tone="success">{translateKnown(successMessage)}</Banner>
            ) : null}
            {errorMessage ? <Banner tone="danger">{translateKnown(errorMessage)}</Banner> : null}
            {fields.map((field) =>
              field.kind === 'switch' ? (
                <Switch
                  key={field.field}
                  label={field.label}
                  description={field.description}
                  disabled={field.disabled || saving}
                  checked={edits[field.field] === true}
                  onCheckedChange={(value) =>
                    send({ type: 'settings.edit', field: field.field, value })
                  }
                />
              ) : (
                <Select
                  key={field.field}
                  label={field.label}
                  options={withCurrent(field.options, edits[field.field])}
                  value={String(edits[field.field] ?? '')}
                  disabled={saving}
                  onValueChange={(value) =>
                    send({
                      type: 'settings.edit',
                      field: field.field,
                      value: field.numeric ? Number(value) : value,
                    })
                  }
                />
              ),
            )}
            {isDirty(state.context) || saving ? (
              <Stack direction="row" gap="sm">
                <Button type="submit" pending={saving}>
                  {t('settings.form.save')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={saving}
                  onClick={() => send({ type: 'settings.discard' })}
                >
                  {t('settings.form.discard')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        </form>
        {children}
      </Stack>
    </Card>
  );
}

/** A stored value outside the list (a server default such as 45 minutes) stays selectable. */
function withCurrent(
  options: readonly { value: string; label: string }[],
  current: SectionValues[string] | undefined,
) {
  if (current === undefined || current === null) return options;
  const value = String(current);
  return options.some((o) => o.value === value) ? options : [...options, { value, label: value }];
}
