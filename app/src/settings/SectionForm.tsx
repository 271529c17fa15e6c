import { useEffect, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  isDirty,
  settingsSectionMachine,
  type SaveSectionInput,
  type SectionValues,
  type SettingsSection,
} from '@taskboard/machines';
import { Banner, Button, Card, Heading, Select, Stack, Switch, Text } from '@taskboard/ui';
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
  /**
   * The auto_save preference: each change is saved at once (the same call and checks as the
   * Save button), with a "Saved" status in place of the button.
   */
  autoSave?: boolean;
  /** Words under the heading (what the section is for). */
  intro?: ReactNode;
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
  autoSave = false,
  intro,
  children,
}: SectionFormProps) {
  const t = useT();
  const translateKnown = useTranslateKnown();
  // Made once: useMachine starts its actor from the first render's machine only.
  const [machine] = useState(() =>
    settingsSectionMachine.provide({
      actors: {
        saveSection: fromPromise<SectionValues, SaveSectionInput>(async ({ input }) => {
          const values = await save(input.changes);
          onSaved?.(values);
          return values;
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine, { input: { section, saved } });
  const { edits, successMessage, errorMessage } = state.context;
  const saving = state.matches('saving');
  useEffect(() => onSavingChange?.(saving), [saving, onSavingChange]);
  const edit = (field: string, value: SectionValues[string]) => {
    send({ type: 'settings.edit', field, value });
    if (autoSave) send({ type: 'settings.save' });
  };

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
            {intro}
            {autoSave ? (
              <Text role="status" tone="muted" size="sm" data-auto-save={state.value as string}>
                {saving
                  ? t('settings.autoSave.saving')
                  : state.matches('saved')
                    ? t('settings.autoSave.saved')
                    : t('settings.autoSave.hint')}
              </Text>
            ) : null}
            {successMessage && !autoSave ? (
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
                  onCheckedChange={(value) => edit(field.field, value)}
                />
              ) : (
                <Select
                  key={field.field}
                  label={field.label}
                  hint={field.description}
                  options={withCurrent(field.options, edits[field.field])}
                  value={String(edits[field.field] ?? '')}
                  disabled={saving}
                  onValueChange={(value) =>
                    edit(field.field, field.numeric ? Number(value) : value)
                  }
                />
              ),
            )}
            {/* Auto-save keeps only Discard, for a change the server refused. */}
            {autoSave ? (
              isDirty(state.context) && !saving ? (
                <div>
                  <Button variant="secondary" onClick={() => send({ type: 'settings.discard' })}>
                    {t('settings.form.discard')}
                  </Button>
                </div>
              ) : null
            ) : isDirty(state.context) || saving ? (
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
