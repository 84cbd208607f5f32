/**
 * Content (spec 3 sections 3, 5, 9): one JSON document per locale. Locales come from the spec's list (Polish is
 * 'pl'); en is first by default; each can be added once and is removed only after confirmation.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useState } from 'react';
import { useFieldArray, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from '../../../../shared/i18n';
import { TEMPLATE_LOCALES, TEMPLATE_SKELETON, type TemplateLocale } from '@dc/contracts';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { contentJson, type TemplateFormInput } from '../../utils/template-form';
import { LocaleContentEditor } from './locale-content-editor';

const labelOf = (code: string) => TEMPLATE_LOCALES.find((l) => l.value === code)?.label ?? code;

export function ContentTab({ control, readOnly }: { control: Control<TemplateFormInput>; readOnly: boolean }) {
  const { t } = useTranslation('templates');
  const { fields, append, remove } = useFieldArray({ control, name: 'locales', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'locales' });
  const [selected, setSelected] = useState(0);
  const [adding, setAdding] = useState<TemplateLocale | ''>('');
  const [removing, setRemoving] = useState<number>();
  const used = new Set(fields.map((f) => f.code));
  const available = TEMPLATE_LOCALES.filter((l) => !used.has(l.value));
  const current = Math.min(selected, fields.length - 1);
  const add = () => {
    if (!adding) return;
    append({ code: adding, json: contentJson(TEMPLATE_SKELETON) });
    setSelected(fields.length);
    setAdding('');
  };
  const confirmRemove = () => {
    if (removing === undefined) return;
    remove(removing);
    setSelected(Math.max(0, removing - 1));
    setRemoving(undefined);
  };
  return (
    <Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            size="small"
            label={t('content.addLocaleLabel')}
            value={adding}
            onChange={(e) => setAdding(e.target.value as TemplateLocale)}
            sx={{ minWidth: 240 }}
          >
            {available.map((l) => (
              <MenuItem key={l.value} value={l.value}>
                {`${l.label} (${l.value})`}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={!adding}>
            {t('content.addLocale')}
          </Button>
        </Box>
      )}
      <Tabs
        value={current}
        onChange={(_e, v: number) => setSelected(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('content.localesLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {fields.map((f, i) => (
          <Tab
            key={f.key}
            value={i}
            label={f.code}
            id={`locale-tab-${f.code}`}
            aria-controls="locale-panel"
            icon={
              errors.locales?.[i] ? (
                <ErrorOutlineIcon color="error" fontSize="small" aria-label={t('content.hasError')} />
              ) : undefined
            }
            iconPosition="end"
          />
        ))}
      </Tabs>
      {fields[current] && (
        <Box role="tabpanel" id="locale-panel" aria-labelledby={`locale-tab-${fields[current].code}`}>
          <LocaleContentEditor
            key={fields[current].key}
            control={control}
            index={current}
            label={`${labelOf(fields[current].code)} (${fields[current].code})`}
            readOnly={readOnly}
            canRemove={fields.length > 1}
            onRemove={() => setRemoving(current)}
          />
        </Box>
      )}
      <ConfirmDialog
        id="remove-locale-dialog"
        open={removing !== undefined}
        onClose={() => setRemoving(undefined)}
        onConfirm={confirmRemove}
        texts={{
          title: t('content.removeTitle'),
          text: t('content.removeConfirm', { locale: removing !== undefined ? fields[removing]?.code : '' }),
          confirm: t('content.removeLocale'),
          cancel: t('cancel'),
        }}
      />
    </Box>
  );
}
