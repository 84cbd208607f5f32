/**
 * The Events tab's query (spec 1 sections 2.9, 5): time period (5m..12h), UTC start and end (native datetime-local
 * inputs read as UTC: the labels say so), Topic or, for legacy devices, Message Name (disabled for the region
 * type), and Run Query.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { FormEvent } from 'react';
import { useTranslation } from '../../../../shared/i18n';
import type { IotResourceType } from '@dc/contracts';
import type { useEventQuery } from '../../hooks/use-event-query';
import { EVENT_PERIODS, isEventPeriod } from '../../utils/event-window';

type EventQuery = ReturnType<typeof useEventQuery>;

export function EventQueryForm({ query, kind, busy }: { query: EventQuery; kind: IotResourceType; busy: boolean }) {
  const { t } = useTranslation('iot');
  const { form, problem } = query;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    query.run();
  };
  const field = { size: 'small' as const, sx: { flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: 0 } };
  const dateInput = { htmlInput: { step: 1 }, inputLabel: { shrink: true } };
  // Wide enough for a date with seconds in any browser format.
  const dateSx = { ...field.sx, flex: { xs: '1 1 100%', sm: '1 1 240px' } };
  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('events.formLabel')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        {...field}
        select
        id="iot-event-period"
        label={t('events.period')}
        value={form.period}
        onChange={(e) => isEventPeriod(e.target.value) && query.choosePeriod(e.target.value)}
        sx={{ ...field.sx, flex: { xs: '1 1 100%', sm: '0 1 160px' } }}
      >
        {EVENT_PERIODS.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`events.periods.${p}`)}
          </MenuItem>
        ))}
        <MenuItem value="custom" disabled>
          {t('events.periods.custom')}
        </MenuItem>
      </TextField>
      <TextField
        {...field}
        id="iot-event-start"
        type="datetime-local"
        label={t('events.start')}
        value={form.start}
        onChange={(e) => query.setStart(e.target.value)}
        error={problem === 'startMissing' || problem === 'startAfterEnd'}
        helperText={
          problem === 'startMissing' || problem === 'startAfterEnd' ? t(`events.problems.${problem}`) : undefined
        }
        slotProps={dateInput}
        sx={dateSx}
      />
      <TextField
        {...field}
        id="iot-event-end"
        type="datetime-local"
        label={t('events.end')}
        value={form.end}
        onChange={(e) => query.setEnd(e.target.value)}
        error={problem === 'endMissing'}
        helperText={problem === 'endMissing' ? t('events.problems.endMissing') : undefined}
        slotProps={dateInput}
        sx={dateSx}
      />
      <TextField
        {...field}
        id="iot-event-filter"
        label={kind === 'legacy' ? t('events.messageName') : t('events.topic')}
        value={kind === 'region' ? '' : form.filter}
        onChange={(e) => query.setFilter(e.target.value)}
        disabled={kind === 'region'}
        // The reason the field is off must stay readable: MUI greys a disabled field's helper below 4.5:1 (axe).
        slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        helperText={
          kind === 'region' ? t('events.filterUnavailable') : kind === 'current' ? t('events.topicHelp') : undefined
        }
      />
      <Button type="submit" variant="contained" startIcon={<PlayArrowIcon />} disabled={busy} sx={{ height: 40 }}>
        {t('events.run')}
      </Button>
    </Box>
  );
}
