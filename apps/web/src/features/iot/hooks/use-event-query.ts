/**
 * The Events tab's query state (spec 1 sections 2.9, 4.5): the form (period, UTC start and end, topic or message
 * name) and the criteria last run. Run Query starts a new list (a reset); Load more appends to it.
 */
import { useState } from 'react';
import type { IotResourceType } from '@dc/contracts';
import type { AnyIotDevice } from '../api/get-devices';
import type { EventCriteria } from '../api/get-events';
import {
  DEFAULT_EVENT_PERIOD,
  periodForm,
  resolveWindow,
  toUtcText,
  windowForPeriod,
  type EventPeriod,
  type EventWindow,
  type WindowForm,
  type WindowProblem,
} from '../utils/event-window';

export interface EventForm extends WindowForm {
  /** Topic (current type) or message name (legacy); the region type has neither. */
  filter: string;
}

/** What the service is asked for this device, window and filter. */
export function criteriaFor(
  device: Pick<AnyIotDevice, 'clientId' | 'serialNumber'>,
  kind: IotResourceType,
  opts: { window: EventWindow; filter: string; region?: string; run: number },
): EventCriteria {
  const base = { startDateUtc: toUtcText(opts.window.start), endDateUtc: toUtcText(opts.window.end), run: opts.run };
  const filter = opts.filter.trim() || undefined;
  if (kind === 'region') return { ...base, kind, clientId: device.clientId };
  if (kind === 'legacy') {
    return {
      ...base,
      kind,
      deviceName: device.serialNumber,
      region: opts.region || undefined,
      // No port: the tab shows every message the device published, on any port (each row names its port). The
      // server stores messages on every port, so filtering by the device's port hid the others (issue 22 defect 9).
      messageName: filter,
    };
  }
  return { ...base, kind, clientId: device.clientId, topic: filter };
}

export function useEventQuery(device: AnyIotDevice, kind: IotResourceType, region?: string) {
  // The tab opens with the default period already queried.
  const [opened] = useState(() => new Date());
  const [form, setForm] = useState<EventForm>(() => ({ ...periodForm(DEFAULT_EVENT_PERIOD, opened), filter: '' }));
  const [problem, setProblem] = useState<WindowProblem>();
  const [criteria, setCriteria] = useState<EventCriteria>(() =>
    criteriaFor(device, kind, { window: windowForPeriod(DEFAULT_EVENT_PERIOD, opened), filter: '', region, run: 0 }),
  );

  const run = () => {
    const now = new Date();
    const r = resolveWindow(form, now);
    if ('problem' in r) {
      setProblem(r.problem);
      return;
    }
    setProblem(undefined);
    // A period is measured from this moment: the pickers show the window actually asked for.
    const period = form.period;
    if (period !== 'custom') setForm((f) => ({ ...f, ...periodForm(period, now) }));
    setCriteria((c) => criteriaFor(device, kind, { window: r.window, filter: form.filter, region, run: c.run + 1 }));
  };

  return {
    form,
    problem,
    criteria,
    run,
    choosePeriod: (period: EventPeriod) => setForm((f) => ({ ...f, ...periodForm(period) })),
    setStart: (start: string) => setForm((f) => ({ ...f, start, period: 'custom' })),
    setEnd: (end: string) => setForm((f) => ({ ...f, end, period: 'custom' })),
    setFilter: (filter: string) => setForm((f) => ({ ...f, filter })),
  };
}
