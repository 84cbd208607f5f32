import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@dc/contracts';
import { jsonResponse, testEnvironment } from '../../../test/fixtures';
import { setEnvironment } from '../../../shared/config/env';
import { readGalleryParams } from '../utils/gallery-params';
import { galleryRequest, getProductsQueryOptions, getTeamProductsQueryOptions } from './get-products';
import { prefetchGallery } from './prefetch-gallery';

const page = { items: [], total: 0 };

describe('prefetchGallery', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    setEnvironment(testEnvironment);
    fetchMock = vi.fn(async () => jsonResponse(page));
    vi.stubGlobal('fetch', fetchMock);
    const session = { id_token: 'ID', access_token: 'AT', expiryTime: Date.now() + 3600_000 };
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('fills the keys the gallery reads for the address and the cards a page', async () => {
    const client = new QueryClient();
    const search = new URLSearchParams('searchText=drone&sort=recent&page=2');
    prefetchGallery(client, 't1', search, 6);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const { request } = galleryRequest(readGalleryParams(search), 6);
    // Page 2 of 6 cards: both lists' first 12, merged (gallery-merge.ts).
    expect(request).toMatchObject({ searchText: 'drone', sort: 'recent', page: 1, pageSize: 12 });
    await vi.waitFor(() => {
      expect(client.getQueryData(getProductsQueryOptions('t1', request).queryKey)).toBeDefined();
      expect(client.getQueryData(getTeamProductsQueryOptions('t1', request).queryKey)).toBeDefined();
    });
    expect(String(fetchMock.mock.calls[0][0])).toContain('searchText=drone');
  });
});
