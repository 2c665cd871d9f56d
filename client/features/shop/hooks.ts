import { throwIfResNotOk } from '@client/api/http';
import { useAuthStatus } from '@client/features/auth';
import type { TShopCategory, TShopProductsResponse, TShopTipsResponse } from '@contract/shop';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

async function getJson<T>(url: string, signal: AbortSignal): Promise<T> {
  const res = await fetch(url, { credentials: 'include', signal });
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** GET /api/shop/products: the search's matches in the chosen category, and the counts per category. */
export function useShopProducts(q: string, category: TShopCategory | null) {
  return useQuery({
    queryKey: ['/api/shop/products', q, category ?? 'all'],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (q) query.set('q', q);
      if (category) query.set('category', category);
      const search = query.toString();
      return getJson<TShopProductsResponse>(`/api/shop/products${search ? `?${search}` : ''}`, signal);
    },
    // The list and the chips stay while the next search loads.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}

/** GET /api/shop/tips: personal when signed in, so asked again when the person signs in or out. */
export function useShopTips() {
  const auth = useAuthStatus();
  const who = auth.data?.authenticated ? (auth.data.user?.id ?? 'signed-in') : 'signed-out';
  return useQuery({
    queryKey: ['/api/shop/tips', who],
    queryFn: ({ signal }) => getJson<TShopTipsResponse>('/api/shop/tips', signal),
    enabled: !auth.isPending,
  });
}
