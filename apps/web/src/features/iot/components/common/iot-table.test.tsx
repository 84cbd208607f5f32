/** An empty IoT table (issue 22): its empty text and no "0–0 of 0" pager; rows bring the pager back. */
import { render, screen } from '@testing-library/react';
import i18n from '../../../../shared/i18n';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import iot from '../../../../../public/locales/iot/en.json';
import { IotTable } from './iot-table';

const columns = [{ key: 'name', label: 'Name', cell: (r: { name: string }) => r.name }];
const table = (
  rows: { name: string }[],
  loadMore?: { hasMore: boolean; loading: boolean; onLoadMore(): Promise<unknown> },
) => (
  <IotTable label="Devices" columns={columns} rows={rows} rowKey={(r) => r.name} loading={false} loadMore={loadMore} />
);

describe('IoT table', () => {
  beforeAll(() => i18n.addResourceBundle('en', 'iot', iot));

  it('shows no pager when there are no rows', () => {
    const { rerender } = render(table([]));
    expect(screen.getByRole('cell', { name: iot.empty })).toBeInTheDocument();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
    rerender(table([], { hasMore: false, loading: false, onLoadMore: vi.fn() }));
    expect(screen.getByRole('button', { name: iot.loadMore })).toBeDisabled();
    expect(screen.queryByText(/of 0/)).not.toBeInTheDocument();
  });

  it('pages the rows it has', () => {
    render(table([{ name: 'One' }, { name: 'Two' }]));
    expect(screen.getByText(/1.2 of 2/)).toBeInTheDocument();
  });
});
